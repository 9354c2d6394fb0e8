import { Activity, CircleCheckBig, CirclePlus, Gavel, Truck } from 'lucide-react';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { useActivityCounts } from './api/get-activity-counts.ts';

/** The activity logs' five counters, for the same search as the timeline. */
export function ActivityCounters({ search }: { search: string }) {
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
