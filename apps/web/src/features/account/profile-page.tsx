import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useProfile } from '../../lib/account/get-profile.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfileNotFound } from './profile-not-found.tsx';
import { ProfileStatsCards } from './profile-stats-cards.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { useAccountRole } from './use-account-role.ts';

/** /dashboard/{transporter,cargo-owner}/profile: one screen, the role from the path. */
export function ProfilePage() {
  const { role, base } = useAccountRole();
  const handle = useRouteHandle();
  const session = useSession();
  const profile = useProfile();
  useErrorToast(profile.error, 'Error loading profile', { failedAt: profile.errorUpdatedAt });

  const gone = profile.error instanceof ApiError && profile.error.status === 404;
  if (!session || gone) return <ProfileNotFound />;

  return (
    <>
      <PageHeader title={handle?.title ?? 'Profile'} description={handle?.description}>
        <Link to={`${base}/settings`} className={buttonClasses('outline', 'md', 'self-start')}>
          <Settings className="size-4" aria-hidden="true" />
          Settings
        </Link>
      </PageHeader>
      {profile.isPending && (
        <div className="flex flex-col gap-6" aria-busy="true">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      )}
      {profile.isError && !profile.data && <LoadFailedPanel title="Unable to load profile" query={profile} />}
      {profile.data && (
        <div className="flex flex-col gap-6">
          <ProfileSummary user={profile.data} role={role} />
          <ProfileStatsCards />
          <ProfileForm key={profile.data.id} user={profile.data} role={role} />
        </div>
      )}
    </>
  );
}
