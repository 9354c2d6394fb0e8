import { formatMonthYear, ROLE_LABELS } from '@njira/domain';
import { AlertTriangle, ArrowLeft, UserX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { VerifiedBadge } from '../../components/ui/verified-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { useProfile } from './api/get-profile.ts';

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
  if (profile.isError) {
    const hidden = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <>
        {header}
        <Card>
          {hidden ? (
            <EmptyState
              icon={UserX}
              title="Profile not available"
              description="This profile is private, or it does not exist."
            />
          ) : (
            <EmptyState
              icon={AlertTriangle}
              title="Error loading profile"
              description="This profile could not be loaded. Check your connection and try again."
              action={
                <Button loading={profile.isFetching} onClick={() => void profile.refetch()}>
                  Try Again
                </Button>
              }
            />
          )}
        </Card>
      </>
    );
  }
  const p = profile.data;
  return (
    <>
      {header}
      <Card className="flex flex-col items-center gap-4 p-5 text-center sm:flex-row sm:text-left">
        <Avatar name={p.fullName} className="size-16 text-xl" />
        <div className="w-full min-w-0 flex-1">
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap">
            <h2 className="max-w-full text-xl font-bold break-words text-gray-900">{p.fullName}</h2>
            <Badge variant="primary">{ROLE_LABELS[p.role]}</Badge>
            {p.role === 'transporter' && <VerifiedBadge verified={p.verified} />}
          </div>
          <p className="mt-0.5 text-sm font-medium break-words text-gray-700">{p.companyName}</p>
          <div className="mt-2 flex flex-col items-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
            <RatingSummary rating={p.rating} />
            <span>Member since {formatMonthYear(p.memberSince)}</span>
          </div>
        </div>
      </Card>
      <p className="mt-4 text-sm text-muted-foreground">
        Contact details are shared on a load or shipment, as the platform's contact rules allow.
      </p>
    </>
  );
}
