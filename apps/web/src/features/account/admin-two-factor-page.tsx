import { ADMIN_TWO_FACTOR_PAGE_MESSAGE } from '@njira/domain';
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LogoutButton } from '../../components/layouts/logout-button.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { LogoLink } from '../../components/ui/logo.tsx';
import { useTwoFactor } from './api/get-two-factor.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

const TITLE = 'Two-factor sign-in';

/**
 * /dashboard/admin/two-factor: where an admin without two-factor sign-in is sent (ADR 024). Outside
 * the admin layout, whose every screen refuses them until it is on; admins have no Settings screen.
 */
export function AdminTwoFactorPage() {
  const status = useTwoFactor();
  const enabled = status.data?.enabled ?? false;
  useEffect(() => {
    document.title = `${TITLE} · Njira`;
  }, []);

  return (
    <div className="min-h-dvh bg-muted px-4 py-8 sm:py-12">
      <main className="mx-auto flex max-w-xl flex-col gap-6">
        <LogoLink to="/" label="Njira home" />
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-gray-900">
            <ShieldCheck className="size-6 text-brand-700" aria-hidden="true" />
            {TITLE}
          </h1>
          <p className="text-gray-700">
            {enabled
              ? 'Two-factor sign-in is on. The admin screens are open to you.'
              : status.data?.required === false
                ? 'This demo admin may look around without it, but every other admin must turn it on.'
                : ADMIN_TWO_FACTOR_PAGE_MESSAGE}
          </p>
        </div>
        <Card>
          <CardContent className="pt-6">
            <TwoFactorSection />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {(enabled || status.data?.required === false) && (
            <Link to="/dashboard/admin" className={buttonClasses('primary', 'md', 'self-start')}>
              Go to the admin dashboard
            </Link>
          )}
          <div className="sm:ml-auto sm:w-40">
            <LogoutButton tone="panel" />
          </div>
        </div>
      </main>
    </div>
  );
}
