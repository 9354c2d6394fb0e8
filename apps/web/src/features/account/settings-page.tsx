import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useSettings } from '../../lib/account/get-settings.ts';
import { PasswordCard } from './password-card.tsx';
import { SettingsToggles } from './settings-toggles.tsx';
import { useAccountRole } from './use-account-role.ts';
import { VerificationCard } from './verification-card.tsx';
import { WalletCard } from './wallet-card.tsx';

/**
 * /dashboard/{transporter,cargo-owner}/settings: notifications and privacy (stored on the server),
 * the mobile-money wallet (the spec's Payment Methods card), the password and two-factor sign-in.
 */
export function SettingsPage() {
  const { base, role } = useAccountRole();
  const handle = useRouteHandle();
  const settings = useSettings();
  useErrorToast(settings.error, 'Error loading settings', { failedAt: settings.errorUpdatedAt });

  return (
    <>
      <PageHeader title={handle?.title ?? 'Settings'} description={handle?.description}>
        <Link to={`${base}/profile`} className={buttonClasses('outline', 'md', 'self-start')}>
          <UserRound className="size-4" aria-hidden="true" />
          Profile
        </Link>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-6">
          {settings.isPending && (
            <div className="flex flex-col gap-6" aria-busy="true">
              <Skeleton className="h-96 rounded-xl" />
              <Skeleton className="h-64 rounded-xl" />
            </div>
          )}
          {settings.isError && !settings.data && (
            <LoadFailedPanel title="Unable to load settings" query={settings} />
          )}
          {settings.data && <SettingsToggles settings={settings.data} />}
        </div>
        <div className="flex flex-col gap-6">
          {role === 'transporter' && <VerificationCard />}
          <WalletCard />
          <PasswordCard />
        </div>
      </div>
    </>
  );
}
