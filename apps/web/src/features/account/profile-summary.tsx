import { formatMonthYear, ROLE_LABELS, type SignupRole, type User } from '@njira/domain';
import { Mail, Phone } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { ProfileCard } from '../../components/ui/profile-card.tsx';
import { VerifiedBadge } from '../../components/ui/verified-badge.tsx';
import { useDocuments } from '../../lib/account/documents-query.ts';

/**
 * Initials, name, company, the role badge, and for a verified carrier the Verified badge (ADR 026:
 * every required document approved and current).
 */
export function ProfileSummary({ user, role }: { user: User; role: SignupRole }) {
  const documents = useDocuments(role === 'transporter');
  return (
    <ProfileCard
      name={user.fullName}
      companyName={user.companyName}
      badges={
        <>
          <Badge variant="primary">{ROLE_LABELS[role]}</Badge>
          <VerifiedBadge verified={documents.data?.verified} />
        </>
      }
    >
      <span className="inline-flex max-w-full min-w-0 items-center gap-1.5">
        <Mail className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{user.email}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Phone className="size-4 shrink-0" aria-hidden="true" />
        {user.phoneNumber}
      </span>
      <span>Member since {formatMonthYear(user.createdAt)}</span>
    </ProfileCard>
  );
}
