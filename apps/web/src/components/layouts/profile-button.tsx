import { ROLE_LABELS, type Role } from '@njira/domain';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';

const PROFILE_PATHS: Partial<Record<Role, string>> = {
  transporter: '/dashboard/transporter/profile',
  'cargo-owner': '/dashboard/cargo-owner/profile',
};

/**
 * Initials, name and role; a link to the role's profile (admins have no profile screen, so just a
 * label). The link is named by its own text, so what is read out contains what is seen (WCAG 2.5.3):
 * 'Profile:' is added for screen readers, and on phones, where only the initials show, the name and
 * role are there for screen readers too.
 */
export function ProfileButton({ fullName, role }: { fullName: string; role: Role }) {
  const to = PROFILE_PATHS[role];
  const who = (
    <>
      <Avatar name={fullName} />
      <span className="sr-only sm:not-sr-only sm:flex sm:min-w-0 sm:flex-col sm:text-left sm:leading-tight">
        <span className="max-w-40 truncate text-sm font-semibold text-gray-900">{fullName}</span>{' '}
        <span className="text-xs text-muted-foreground">{ROLE_LABELS[role]}</span>
      </span>
    </>
  );
  if (!to) return <div className="flex items-center gap-2 rounded-full p-0.5 sm:pr-2">{who}</div>;
  return (
    <Link to={to} className="flex items-center gap-2 rounded-full p-0.5 hover:bg-muted sm:rounded-lg sm:pr-2">
      <span className="sr-only">Profile:</span> {who}
    </Link>
  );
}
