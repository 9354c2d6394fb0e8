import { formatMonthYear, ROLE_LABELS, type SignupRole, type User } from '@njira/domain';
import { Mail, Phone } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { VerifiedBadge } from '../../components/ui/verified-badge.tsx';
import { useDocuments } from './api/get-documents.ts';

/**
 * Initials, name, company, the role badge, and for a verified carrier the Verified badge (ADR 026:
 * every required document approved and current).
 */
export function ProfileSummary({ user, role }: { user: User; role: SignupRole }) {
  const documents = useDocuments(role === 'transporter');
  return (
    <Card className="flex flex-col items-center gap-4 p-5 text-center sm:flex-row sm:text-left">
      <Avatar name={user.fullName} className="size-16 text-xl" />
      <div className="w-full min-w-0 flex-1">
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap">
          <h2 className="max-w-full text-xl font-bold break-words text-gray-900">{user.fullName}</h2>
          <Badge variant="primary">{ROLE_LABELS[role]}</Badge>
          <VerifiedBadge verified={documents.data?.verified} />
        </div>
        <p className="mt-0.5 text-sm font-medium break-words text-gray-700">{user.companyName}</p>
        <div className="mt-2 flex flex-col items-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
          <span className="inline-flex max-w-full min-w-0 items-center gap-1.5">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{user.email}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {user.phoneNumber}
          </span>
          <span>Member since {formatMonthYear(user.createdAt)}</span>
        </div>
      </div>
    </Card>
  );
}
