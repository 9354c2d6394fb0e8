import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@njira/domain';
import { Badge, type BadgeVariant } from './badge.tsx';

const QUOTE_STATUS_VARIANT: Record<QuoteStatus, BadgeVariant> = {
  ACTIVE: 'success',
  ACCEPTED: 'primary',
  EXPIRED: 'neutral',
  CANCELLED: 'danger',
};

/** A quote's status word in its colour (the owner's quotes, the admin's loads). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge variant={QUOTE_STATUS_VARIANT[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
