import { type CargoOwnerDashboard, formatDate, formatKwacha, formatTons } from '@njira/domain';
import {
  AlertTriangle,
  ArrowRight,
  Clock,
  FileText,
  Package,
  PackageOpen,
  PlusCircle,
  Truck,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { ShipmentStatusBadge } from '../../components/ui/shipment-status-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { useCargoOwnerDashboard } from './api/get-cargo-owner-dashboard.ts';

const BASE = '/dashboard/cargo-owner';

/** The spec's trend figures on the four cards are fixed values (section 2). */
const TRENDS = { activeShipments: 12, inTransit: 20, totalSpent: 5, pendingQuotes: 8 } as const;

/** The cargo owner's home (spec section 2): post a load, four cards, shipments moving, quotes waiting. */
export function CargoOwnerDashboardPage() {
  const handle = useRouteHandle();
  const session = useSession();
  const dashboard = useCargoOwnerDashboard();
  useErrorToast(dashboard.error, 'Error loading dashboard');

  const header = (
    <PageHeader
      title={handle?.title ?? 'Cargo Owner Dashboard'}
      description={session ? `Welcome back, ${session.user.fullName}!` : undefined}
    />
  );

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <span className="sr-only" role="status">
          Loading dashboard...
        </span>
        <Skeleton className="mb-6 h-28 rounded-xl" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      </>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={AlertTriangle}
            title="Unable to load dashboard"
            description="Your figures could not be loaded. Check your connection and try again."
            action={
              <Button loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
                Try Again
              </Button>
            }
          />
        </Card>
      </>
    );
  }

  const { stats, activeShipments, recentQuotes } = dashboard.data;
  return (
    <>
      {header}
      <PostLoadBanner />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Active Shipments"
          value={stats.activeShipments.value}
          icon={Truck}
          trend={TRENDS.activeShipments}
          subText={`${stats.activeShipments.awaitingPickup} awaiting pickup`}
        />
        <StatCard
          title="In Transit"
          value={stats.inTransit.value}
          icon={Package}
          trend={TRENDS.inTransit}
          subText="on the road"
        />
        <StatCard
          title="Total Spent"
          value={formatKwacha(stats.totalSpent.value)}
          icon={Wallet}
          trend={TRENDS.totalSpent}
          subText={stats.totalSpent.period}
        />
        <StatCard
          title="Pending Quotes"
          value={stats.pendingQuotes.value}
          icon={FileText}
          trend={TRENDS.pendingQuotes}
          subText={`${stats.pendingQuotes.expiringSoon} expiring soon`}
        />
      </section>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ActiveShipments shipments={activeShipments} />
        <PendingQuotes quotes={recentQuotes} />
      </div>
    </>
  );
}

function PostLoadBanner() {
  return (
    <section
      aria-labelledby="post-load-banner"
      className="mb-6 flex flex-col gap-4 rounded-xl bg-brand-700 p-5 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="post-load-banner" className="text-lg font-bold">
          Need to ship cargo?
        </h2>
        <p className="text-sm text-brand-50">
          Post a load and get competitive quotes from verified transporters.
        </p>
      </div>
      <Link
        to={`${BASE}/post-load`}
        className={buttonClasses('outline', 'lg', 'bg-white text-brand-800 hover:bg-brand-50')}
      >
        <PlusCircle className="size-5" aria-hidden="true" />
        Post New Load
      </Link>
    </section>
  );
}

function SectionHeader({ title, to, linkLabel }: { title: string; to: string; linkLabel: string }) {
  return (
    <CardHeader className="flex-row items-center justify-between">
      <CardTitle as="h2">{title}</CardTitle>
      <Link to={to} className={buttonClasses('link', 'sm')}>
        {linkLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </CardHeader>
  );
}

function ActiveShipments({ shipments }: { shipments: CargoOwnerDashboard['activeShipments'] }) {
  return (
    <Card>
      <SectionHeader title="Active Shipments" to={`${BASE}/shipments`} linkLabel="All shipments" />
      <CardContent>
        {shipments.length === 0 ? (
          <EmptyState
            icon={Truck}
            title="No Active Shipments"
            description="Shipments appear here once you accept a transporter's bid."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {shipments.map((shipment) => (
              <li key={shipment.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-gray-900">{shipment.cargo}</p>
                  <ShipmentStatusBadge status={shipment.status} />
                </div>
                <p className="text-sm text-gray-700">
                  {shipment.fromLocation} → {shipment.toLocation}
                </p>
                <p className="text-xs text-muted-foreground">
                  {shipment.transporter.companyName} · {formatKwacha(shipment.amount)}
                  {shipment.eta ? ` · ETA ${formatDate(shipment.eta)}` : ''}
                </p>
                {shipment.progress > 0 && (
                  <ProgressBar value={shipment.progress} label={`Progress of ${shipment.cargo}`} />
                )}
                <Link
                  to={`${BASE}/shipment/${shipment.id}`}
                  className={buttonClasses('outline', 'sm', 'self-start')}
                  aria-label={`Track Shipment: ${shipment.cargo}, ${shipment.fromLocation} to ${shipment.toLocation}`}
                >
                  Track Shipment
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PendingQuotes({ quotes }: { quotes: CargoOwnerDashboard['recentQuotes'] }) {
  return (
    <Card>
      <SectionHeader title="Pending Quotes" to={`${BASE}/quotes`} linkLabel="View All Quotes" />
      <CardContent>
        {quotes.length === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title="No Pending Quotes"
            description="Post a load and the bids you receive will appear here."
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {quotes.map((quote) => {
              const lowest = quote.bids.length > 0 ? Math.min(...quote.bids.map((b) => b.amount)) : null;
              return (
                <li key={quote.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-gray-900">{quote.cargo}</p>
                    <p className="text-sm text-gray-700">
                      {quote.fromLocation} → {quote.toLocation}
                    </p>
                    <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
                      {formatTons(quote.weight)} · {quote.bids.length}{' '}
                      {quote.bids.length === 1 ? 'bid' : 'bids'}
                      {lowest === null ? '' : ` · Lowest ${formatKwacha(lowest)}`} ·
                      <Clock className="size-3" aria-hidden="true" /> Expires {formatDate(quote.expiresAt)}
                    </p>
                  </div>
                  <Link
                    to={`${BASE}/quote/${quote.id}`}
                    className={buttonClasses('outline', 'sm')}
                    aria-label={`Review Bids: ${quote.cargo}, ${quote.fromLocation} to ${quote.toLocation}`}
                  >
                    Review Bids
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
