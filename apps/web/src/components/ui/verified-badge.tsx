import { BadgeCheck } from 'lucide-react';
import { Badge } from './badge.tsx';

/**
 * A verified carrier (ADR 026): every required document approved by an admin and unexpired. Shown
 * wherever a transporter is named (bids, shipments, the profile); nothing when not verified.
 */
export function VerifiedBadge({
  verified,
  className,
}: {
  verified: boolean | undefined;
  className?: string;
}) {
  if (!verified) return null;
  return (
    <Badge variant="success" className={className} title="Every required document approved and current">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </Badge>
  );
}

/** A load open to verified carriers only: the note on its card and its page. */
export function VerifiedOnlyNote({ className }: { className?: string }) {
  return (
    <Badge variant="info" className={className}>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified carriers only
    </Badge>
  );
}
