import {
  ACTIVITY_TYPES,
  type ActivityType,
  type AdminActivity,
  formatKwacha,
  relativeTime,
} from '@njira/domain';
import { Activity, CircleCheckBig, CirclePlus, Gavel, ScrollText, SearchX, Truck } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ACTIVITY_LOOK } from './activity-types.ts';
import { useActivities } from './api/get-activities.ts';
import { useActivityCounts } from './api/get-activity-counts.ts';
import { FilterSelect } from './list-toolbar.tsx';
import { LoadFailed } from './load-failed.tsx';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx';

const LOAD_ERROR = 'Error loading activity logs';

const TYPE_OPTIONS: readonly { value: ActivityType | 'all'; label: string }[] = [
  { value: 'all', label: 'All activity types' },
  ...ACTIVITY_TYPES.map((t) => ({ value: t, label: ACTIVITY_LOOK[t].label })),
];

function Counters({ search }: { search: string }) {
  const counts = useActivityCounts(search);
  const c = counts.data;
  const value = (n: number | undefined) => (counts.isPending ? '…' : counts.isError ? '—' : n);
  return (
    <section aria-label="Activity counts" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <StatCard
        title="Total Activities"
        value={value(c?.total)}
        icon={Activity}
        className="col-span-2 lg:col-span-1"
      />
      <StatCard title="Quotes Posted" value={value(c?.byType.QUOTE_CREATED)} icon={CirclePlus} />
      <StatCard title="Bids Placed" value={value(c?.byType.BID_PLACED)} icon={Gavel} />
      <StatCard title="Shipments Created" value={value(c?.byType.SHIPMENT_CREATED)} icon={Truck} />
      <StatCard title="Deliveries" value={value(c?.byType.SHIPMENT_DELIVERED)} icon={CircleCheckBig} />
    </section>
  );
}

function ActivityItem({ activity, now }: { activity: AdminActivity; now: Date }) {
  const look = ACTIVITY_LOOK[activity.type];
  const Icon = look.icon;
  const amount = activity.metadata.amount;
  return (
    <li className="flex gap-3 p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="font-medium break-words text-gray-900">{activity.description}</p>
          <time dateTime={activity.timestamp} className="text-xs whitespace-nowrap text-muted-foreground">
            {relativeTime(activity.timestamp, now)}
          </time>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <Badge variant={look.variant}>{look.label}</Badge>
          <span className="break-words">By: {activity.user}</span>
          {amount !== undefined && (
            <span className="font-semibold text-gray-800">Amount: {formatKwacha(amount)}</span>
          )}
        </div>
      </div>
    </li>
  );
}

/** /dashboard/admin/logs: every action on the platform, newest first, refreshed while open. */
export function ActivityLogsPage() {
  const [searchText, setSearchText] = useState('');
  const [type, setType] = useState<ActivityType | 'all'>('all');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const activities = useActivities({ search, type });
  useErrorToast(activities.error, LOAD_ERROR, { failedAt: activities.errorUpdatedAt });
  const now = new Date(activities.dataUpdatedAt || Date.now());
  const filtered = search !== '' || type !== 'all';

  return (
    <>
      <PageHeader title="Activity Logs" description="Monitor all platform activities in real-time" />
      <Counters search={search} />
      <Card className="mb-6 flex flex-col gap-3 p-4 sm:flex-row">
        <SearchBox
          id="activity-search"
          label="Search activities"
          placeholder="Search activities..."
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          id="activity-type"
          label="Activity type"
          value={type}
          options={TYPE_OPTIONS}
          onChange={setType}
        />
      </Card>

      <QueryState
        as={Card}
        className="overflow-hidden"
        query={activities}
        isEmpty={activities.rows.length === 0}
        header={
          <CardHeader className="border-b border-border">
            <CardTitle as="h2">Activity Timeline ({activities.isPending ? '…' : activities.total})</CardTitle>
          </CardHeader>
        }
        loading={{
          label: 'Loading activities...',
          count: 4,
          item: 'h-14 rounded-lg',
          className: 'space-y-3 p-4',
        }}
        failed={
          <div className="p-4">
            <LoadFailed title={LOAD_ERROR} query={activities} />
          </div>
        }
        empty={
          <EmptyState
            icon={filtered ? SearchX : ScrollText}
            title="No activities found"
            description={filtered ? 'Try adjusting your search terms.' : 'No activities recorded yet.'}
          />
        }
      >
        {(dim) => (
          <>
            <ul aria-label="Activities" {...dim('divide-y divide-border')}>
              {activities.rows.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} now={now} />
              ))}
            </ul>
            <ListFooter
              placement="in-card"
              shown={activities.rows.length}
              total={activities.total}
              noun={activities.total === 1 ? 'activity' : 'activities'}
              hasMore={activities.hasNextPage}
              loading={activities.isFetchingNextPage}
              onMore={() => void activities.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
