import { formatDate, kwachaFormatter, type QuoteSummary } from '@njira/domain';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { adminPaths } from './admin-paths.ts';
import { AdminTable, type Column } from './admin-table.tsx';
import { RecordCard, RecordCell, ViewLink } from './table-cells.tsx';

const bids = (q: QuoteSummary) => `${q.bidCount} ${q.bidCount === 1 ? 'bid' : 'bids'}`;

type Kwacha = (amount: number) => string;

function bidsText(q: QuoteSummary, k: Kwacha): string {
  return q.lowestBid === null ? bids(q) : `${bids(q)}, lowest ${k(q.lowestBid)}`;
}

const view = (q: QuoteSummary) => <ViewLink to={adminPaths.load(q.id)} noun="load" id={q.id} />;

const columns = (k: Kwacha): Column<QuoteSummary>[] => [
  {
    header: 'Load',
    cell: (q) => <RecordCell id={q.id} cargo={q.cargo} dated={`Posted ${formatDate(q.createdAt)}`} />,
  },
  { header: 'Route', cell: (q) => `${q.fromLocation} → ${q.toLocation}`, className: 'text-gray-800' },
  {
    header: 'Cargo owner',
    cell: (q) => q.cargoOwner.companyName,
    className: 'max-w-48 break-words text-gray-800',
  },
  { header: 'Status', cell: (q) => <QuoteStatusBadge status={q.status} /> },
  {
    header: 'Bids',
    cell: (q) => (
      <>
        {bids(q)}
        {q.lowestBid !== null && (
          <span className="block text-xs whitespace-nowrap text-muted-foreground">
            lowest {k(q.lowestBid)}
          </span>
        )}
      </>
    ),
    className: 'text-gray-800',
  },
  {
    header: 'Budget',
    cell: (q) => k(q.maxBudget),
    align: 'right',
    className: 'font-semibold whitespace-nowrap text-gray-900',
  },
  { header: 'Details', hiddenHeader: true, cell: view, align: 'right' },
];

/** Every load of a page, as the admin's table (a card per load on a phone). */
export function QuoteList({ quotes, label }: { quotes: QuoteSummary[]; label: string }) {
  const k = kwachaFormatter(
    quotes.flatMap((q) => (q.lowestBid === null ? [q.maxBudget] : [q.maxBudget, q.lowestBid])),
  );
  return (
    <AdminTable
      rows={quotes}
      rowKey={(q) => q.id}
      label={label}
      columns={columns(k)}
      card={(q) => (
        <RecordCard
          id={q.id}
          cargo={q.cargo}
          status={<QuoteStatusBadge status={q.status} />}
          route={`${q.fromLocation} → ${q.toLocation}`}
          who={`${q.cargoOwner.companyName} · ${bidsText(q, k)}`}
          money={`Budget ${k(q.maxBudget)}`}
          view={view(q)}
        />
      )}
    />
  );
}
