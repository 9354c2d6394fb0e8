import { type AdminOverview, kwachaFormatter } from '@njira/domain';
import { Banknote, Package, Percent, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { GrowthBadge } from '../../components/ui/growth-badge.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';

/** The cards and the Revenue Breakdown show the same figures, so all of them share their decimals. */
function revenueKwacha({ revenue }: AdminOverview) {
  return kwachaFormatter([
    revenue.totalVolume,
    revenue.platformFees,
    revenue.transporterPayouts,
    revenue.thisMonthFees,
    revenue.lastMonthFees,
  ]);
}

/** The four cards: revenue (transaction volume), platform fees, users, loads. */
export function OverviewCards({ overview }: { overview: AdminOverview }) {
  const { revenue, users, loads } = overview;
  const k = revenueKwacha(overview);
  return (
    <section aria-label="Platform summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total Revenue"
        value={k(revenue.totalVolume)}
        icon={Banknote}
        subText="Transaction volume"
      />
      <StatCard
        title="Platform Fees"
        value={k(revenue.platformFees)}
        icon={Percent}
        subText={
          <>
            <GrowthBadge growth={revenue.growth} />
            {k(revenue.thisMonthFees)} this month
          </>
        }
      />
      <StatCard
        title="Total Users"
        value={users.total.toLocaleString('en-US')}
        icon={Users}
        subText={`${users.newThisMonth} new this month`}
      />
      <StatCard
        title="Total Loads"
        value={loads.total.toLocaleString('en-US')}
        icon={Package}
        subText={`${loads.active} active`}
      />
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

function StatsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">{children}</dl>
      </CardContent>
    </Card>
  );
}

const n = (value: number) => value.toLocaleString('en-US');

/** Revenue Breakdown, Load Statistics and User Statistics. */
export function OverviewStatistics({ overview }: { overview: AdminOverview }) {
  const { revenue, users, loads, shipments } = overview;
  const k = revenueKwacha(overview);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <StatsCard title="Revenue Breakdown">
        <Row label="Transaction volume">{k(revenue.totalVolume)}</Row>
        <Row label="Platform fees (20%)">{k(revenue.platformFees)}</Row>
        <Row label="Transporter payouts (80%)">{k(revenue.transporterPayouts)}</Row>
        <Row label="Fees this month">{k(revenue.thisMonthFees)}</Row>
        <Row label="Fees last month">{k(revenue.lastMonthFees)}</Row>
      </StatsCard>
      <StatsCard title="Load Statistics">
        <Row label="Active loads">{n(loads.active)}</Row>
        <Row label="Accepted loads">{n(loads.accepted)}</Row>
        <Row label="Expired loads">{n(loads.expired)}</Row>
        <Row label="Cancelled loads">{n(loads.cancelled)}</Row>
        <Row label="Total bids">{n(loads.totalBids)}</Row>
        <Row label="Shipments in progress">{n(shipments.inProgress)}</Row>
        <Row label="Shipments delivered">{n(shipments.delivered)}</Row>
        <Row label="Success rate">{shipments.successRate.toFixed(1)}%</Row>
      </StatsCard>
      <StatsCard title="User Statistics">
        <Row label="Transporters">{n(users.transporters)}</Row>
        <Row label="Cargo owners">{n(users.cargoOwners)}</Row>
        <Row label="Admins">{n(users.admins)}</Row>
        <Row label="Suspended">{n(users.suspended)}</Row>
        <Row label="New this month">{n(users.newThisMonth)}</Row>
      </StatsCard>
    </div>
  );
}
