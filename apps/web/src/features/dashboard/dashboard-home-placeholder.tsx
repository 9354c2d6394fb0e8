import { parseRole } from '@njira/domain';
import { ArrowRight, Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { MENUS } from '../../components/layouts/menus.ts';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Card } from '../../components/ui/card.tsx';
import { useSession } from '../../lib/use-session.ts';

/**
 * The role's dashboard page until its stat cards and lists are built: a greeting, an honest note,
 * and the role's sections as shortcuts (for admins, whose dashboard sits in the transporter layout,
 * these are the only way to the admin sections from here).
 */
export function DashboardHomePlaceholder() {
  const session = useSession();
  const handle = useRouteHandle();
  if (!session) return null;
  const role = parseRole(session.user.role) ?? 'transporter';
  const shortcuts = MENUS[role].slice(1);

  return (
    <>
      <PageHeader title={handle?.title ?? 'Dashboard'} description={`Welcome, ${session.user.fullName}!`} />
      <Card className="mb-6 flex items-start gap-4 p-5">
        <span className="rounded-full bg-accent-50 p-3 text-accent-700">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold text-gray-900">Your dashboard is being built</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The summary cards and recent activity for {session.user.companyName || 'your company'} will appear
            here. Until then, go straight to a section below.
          </p>
        </div>
      </Card>
      <h2 className="mb-3 text-sm font-semibold tracking-wider text-gray-600 uppercase">Go to</h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shortcuts.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-border bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex-1 font-medium text-gray-900">{label}</span>
              <ArrowRight className="size-4 text-gray-500" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
