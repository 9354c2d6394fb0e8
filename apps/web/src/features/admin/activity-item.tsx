import { type AdminActivity, relativeTime } from '@njira/domain';
import { Badge } from '../../components/ui/badge.tsx';
import { ACTIVITY_LOOK } from './activity-types.ts';

/**
 * One line of the activity timeline: what happened, when (relative to `now`), its type, who, how much
 * (`k`, the timeline's formatter: its amounts share their decimals).
 */
export function ActivityItem({
  activity,
  now,
  k,
}: {
  activity: AdminActivity;
  now: Date;
  k: (amount: number) => string;
}) {
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
          {amount !== undefined && <span className="font-semibold text-gray-800">Amount: {k(amount)}</span>}
        </div>
      </div>
    </li>
  );
}
