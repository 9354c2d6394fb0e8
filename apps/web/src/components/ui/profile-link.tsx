import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/use-session.ts';
import { cn } from './cn.ts';

/**
 * A party's name as a link to its profile, in the viewer's own workspace
 * (/dashboard/<role>/profiles/:id). Admins have the Users screen instead: for them it is the name.
 */
export function ProfileLink({
  userId,
  children,
  className,
}: {
  userId: string;
  children: ReactNode;
  className?: string;
}) {
  const role = useSession()?.user.role;
  if (role !== 'transporter' && role !== 'cargo-owner') return <>{children}</>;
  return (
    <Link
      to={`/dashboard/${role}/profiles/${encodeURIComponent(userId)}`}
      className={cn('text-brand-700 underline underline-offset-4 hover:text-brand-800', className)}
    >
      {children}
    </Link>
  );
}
