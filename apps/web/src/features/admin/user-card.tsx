import { type AdminUser, formatDate, ROLE_LABELS, type Role, shortId } from '@njira/domain';
import { CalendarDays, Mail, Phone } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { StatusAction } from './user-status-action.tsx';

const ROLE_VARIANT: Record<Role, BadgeVariant> = {
  transporter: 'info',
  'cargo-owner': 'accent',
  admin: 'primary',
};

function StatusBadge({ status }: { status: AdminUser['status'] }) {
  return status === 'active' ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="danger">Suspended</Badge>
  );
}

/**
 * One account: company, name, e-mail, phone, role and status, when it joined, its loads and
 * shipments and its rating; Suspend or Reactivate on every card but the admin's own.
 */
export function UserCard({
  user,
  isSelf,
  onStatusChange,
}: {
  user: AdminUser;
  isSelf: boolean;
  onStatusChange: (user: AdminUser, status: AdminUser['status']) => Promise<boolean>;
}) {
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar name={user.fullName} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-gray-900">
            {user.companyName}
            <span className="sr-only"> (user #{shortId(user.id)})</span>
          </h3>
          <p className="text-sm break-words text-gray-800">
            {user.fullName}
            {isSelf && <span className="text-muted-foreground"> (you)</span>}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant={ROLE_VARIANT[user.role]}>{ROLE_LABELS[user.role]}</Badge>
          <StatusBadge status={user.status} />
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-gray-800">
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="sr-only">E-mail:</span>
          <span className="break-all">{user.email}</span>
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="sr-only">Phone:</span>
          {user.phoneNumber}
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          Joined {formatDate(user.createdAt)}
        </li>
      </ul>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-gray-50 p-2 text-center">
        <div>
          <dt className="text-xs text-muted-foreground">Quotes</dt>
          <dd className="font-semibold text-gray-900">{user.quotes}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Shipments</dt>
          <dd className="font-semibold text-gray-900">{user.shipments}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Rating</dt>
          <dd className="flex justify-center">
            <RatingSummary rating={user.rating} className="text-xs" />
          </dd>
        </div>
      </dl>
      {!isSelf && (
        <div className="mt-auto flex justify-end">
          <StatusAction user={user} onChange={onStatusChange} />
        </div>
      )}
    </Card>
  );
}
