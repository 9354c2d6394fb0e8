import { formatMonthYear, ROLE_LABELS } from '@njira/domain';
import { ArrowLeft, UserX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { ProfileCard } from '../../components/ui/profile-card.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { VerifiedBadge } from '../../components/ui/verified-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { useProfile } from './api/get-profile.ts';

const LOAD_FAILED = 'Error loading profile';

/**
 * Another user's profile (a bidder's, the other side of a shipment), as its Profile Visibility
 * allows (ADR 026): name, company, role, the Verified badge of a carrier, member since, and the
 * rating unless the user hides it. Never its phone or e-mail: those follow the contact rules of a
 * load or shipment (ADR 023). One the caller may not see reads as not found, whatever the reason.
 */
export function PublicProfilePage() {
  const { id = '' } = useParams();
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const profile = useProfile(id);
  // One the caller may not see answers 404 like one that does not exist: said on the page, no toast.
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  useErrorToast(profile.error, LOAD_FAILED, { skip: notFound, failedAt: profile.errorUpdatedAt });
  const role = useSession()?.user.role;
  // Back to the page that linked here; opened from a bookmark or a shared link, to the dashboard.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    return index > 0 ? navigate(-1) : navigate(role ? `/dashboard/${role}` : '/');
  };

  const header = (
    <PageHeader title={handle?.title ?? 'Profile'} description={handle?.description}>
      <Button variant="outline" onClick={() => void back()}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Button>
    </PageHeader>
  );

  if (profile.isPending) {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          Loading profile...
        </span>
        <Skeleton className="h-36 rounded-xl" />
      </>
    );
  }
  if (notFound) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={UserX}
            title="Profile not available"
            description="This profile is private, or it does not exist."
          />
        </Card>
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        {header}
        <LoadFailedPanel title={LOAD_FAILED} query={profile} />
      </>
    );
  }
  const p = profile.data;
  return (
    <>
      {header}
      <ProfileCard
        name={p.fullName}
        companyName={p.companyName}
        badges={
          <>
            <Badge variant="primary">{ROLE_LABELS[p.role]}</Badge>
            {p.role === 'transporter' && <VerifiedBadge verified={p.verified} />}
          </>
        }
      >
        <RatingSummary rating={p.rating} />
        <span>Member since {formatMonthYear(p.memberSince)}</span>
      </ProfileCard>
      <p className="mt-4 text-sm text-muted-foreground">
        Contact details are shared on a load or shipment, as the platform's contact rules allow.
      </p>
    </>
  );
}
