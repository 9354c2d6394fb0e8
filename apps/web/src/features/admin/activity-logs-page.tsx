import { ACTIVITY_TYPES, type ActivityType, kwachaFormatter } from '@njira/domain';
import { ScrollText, SearchX } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListFooter } from '../../components/ui/list-footer.tsx';
import { LoadFailedPanel } from '../../components/ui/load-failed-panel.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../components/ui/search-box.tsx';
import { useErrorToast } from '../../components/ui/use-error-toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ActivityCounters } from './activity-counters.tsx';
import { ActivityItem } from './activity-item.tsx';
import { ACTIVITY_LOOK } from './activity-types.ts';
import { useActivities } from './api/get-activities.ts';
import { FilterSelect } from './list-toolbar.tsx';

const LOAD_ERROR = 'Error loading activity logs';

const TYPE_OPTIONS: readonly { value: ActivityType | 'all'; label: string }[] = [
  { value: 'all', label: 'All activity types' },
  ...ACTIVITY_TYPES.map((t) => ({ value: t, label: ACTIVITY_LOOK[t].label })),
];

/** /dashboard/admin/logs: every action on the platform, newest first, refreshed while open. */
export function ActivityLogsPage() {
  const [searchText, setSearchText] = useState('');
  const [type, setType] = useState<ActivityType | 'all'>('all');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const activities = useActivities({ search, type });
  useErrorToast(activities.error, LOAD_ERROR, { failedAt: activities.errorUpdatedAt });
  const now = new Date(activities.dataUpdatedAt || Date.now());
  const filtered = search !== '' || type !== 'all';
  const k = kwachaFormatter(activities.rows.flatMap((a) => a.metadata.amount ?? []));

  return (
    <>
      <PageHeader title="Activity Logs" description="Monitor all platform activities in real-time" />
      <ActivityCounters search={search} />
      <Card className="mb-6 flex flex-col gap-3 p-4 sm:flex-row">
        <SearchBox
          className="min-w-0 flex-1"
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
            <LoadFailedPanel title={LOAD_ERROR} query={activities} />
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
                <ActivityItem key={activity.id} activity={activity} now={now} k={k} />
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
