import { AlertTriangle, ArrowUpRight, Layers, MapPinned } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { LIST_FILTERS, type ListFilter } from './api/get-active-loads.ts';
import { useOpenLoadCounts } from './api/get-open-load-counts.ts';

const FILTER_LABELS: Record<ListFilter, string> = {
  all: 'All Loads',
  high: 'High Priority',
  nearby: 'Nearby (< 200km)',
  'long-distance': 'Long Distance (> 1000km)',
};

/** All Loads, High Priority, Nearby, Long Distance: one pressed at a time. */
export function LoadFilterButtons({
  value,
  onChange,
}: {
  value: ListFilter;
  onChange: (filter: ListFilter) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Filter loads</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {LIST_FILTERS.map((filter) => {
          const pressed = filter === value;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(filter)}
              className={cn(
                'min-h-10 rounded-md border px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                pressed
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-input bg-white text-gray-800 hover:bg-muted',
              )}
            >
              {FILTER_LABELS[filter]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The four counters for the current search, counted by the server. */
export function LoadCounters({ search }: { search: string }) {
  const counts = useOpenLoadCounts(search);
  // '…' while counting; '—' when the counts could not be had (the list says why).
  const value = (n: number | undefined) =>
    n !== undefined ? n.toLocaleString('en-US') : counts.isError ? '—' : '…';
  return (
    <section aria-label="Load counters" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard title="Total Loads" value={value(counts.data?.total)} icon={Layers} />
      <StatCard title="High Priority" value={value(counts.data?.high)} icon={AlertTriangle} />
      <StatCard title="Nearby" value={value(counts.data?.nearby)} icon={MapPinned} />
      <StatCard title="Long Distance" value={value(counts.data?.longDistance)} icon={ArrowUpRight} />
    </section>
  );
}
