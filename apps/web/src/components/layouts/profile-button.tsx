import { ROLE_LABELS, type Role } from '@njira/domain';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';

const PROFILE_PATHS: Partial<Record<Role, string>> = {
  transporter: '/dashboard/transporter/profile',
  'cargo-owner': '/dashboard/cargo-owner/profile',
};

/** Initials and name; a link to the role's profile (admins have no profile screen, so just a label). */
export function ProfileButton({ fullName, role }: { fullName: string; role: Role }) {
  const to = PROFILE_PATHS[role];
  const body = (
    <>
      <Avatar name={fullName} />
      <span className="hidden min-w-0 flex-col text-left leading-tight sm:flex">
        <span className="max-w-40 truncate text-sm font-semibold text-gray-900">{fullName}</span>
        <span className="text-xs text-muted-foreground">{ROLE_LABELS[role]}</span>
      </span>
    </>
  );
  if (!to) {
    return (
      <div className="flex items-center gap-2 rounded-full p-0.5 sm:pr-2">
        <span className="sr-only sm:hidden">{fullName}</span>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={to}
      aria-label={`Profile: ${fullName}`}
      className="flex items-center gap-2 rounded-full p-0.5 hover:bg-muted sm:rounded-lg sm:pr-2"
    >
      {body}
    </Link>
  );
}
