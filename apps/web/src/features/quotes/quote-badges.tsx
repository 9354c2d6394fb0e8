import {
  daysLeft,
  expiryLabel,
  type LoadPriority,
  loadPriority,
  PRIORITY_LABELS,
  type PriorityInput,
} from '@njira/domain';
import { Clock } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';

const PRIORITY_VARIANT: Record<LoadPriority, BadgeVariant> = {
  high: 'danger',
  nearby: 'info',
  normal: 'neutral',
};

/** High Priority, Nearby or Normal (spec section 4), from the domain's rule. */
export function PriorityBadge({ load }: { load: PriorityInput }) {
  const priority = loadPriority(load);
  return <Badge variant={PRIORITY_VARIANT[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}

/** 'Expired', 'Expires today', 'Expires tomorrow' or 'N days left'; amber from two days left. */
export function ExpiryBadge({ expiresAt }: { expiresAt: string }) {
  const days = daysLeft(expiresAt);
  const variant: BadgeVariant =
    Number.isNaN(days) || days <= 0 ? 'danger' : days <= 2 ? 'warning' : 'success';
  return (
    <Badge variant={variant}>
      <Clock className="size-3" aria-hidden="true" />
      {expiryLabel(expiresAt)}
    </Badge>
  );
}
