import { formatDate, formatKwacha, type QuoteSummary, shortId } from '@njira/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { QuoteStatusBadge } from '../../components/ui/quote-status-badge.tsx';
import { adminPaths } from './admin-paths.ts';

function bidsText(q: QuoteSummary): string {
  const count = `${q.bidCount} ${q.bidCount === 1 ? 'bid' : 'bids'}`;
  return q.lowestBid === null ? count : `${count}, lowest ${formatKwacha(q.lowestBid)}`;
}

function DetailsLink({ quote }: { quote: QuoteSummary }) {
  return (
    <Link to={adminPaths.load(quote.id)} className={buttonClasses('outline', 'sm')}>
      View <span className="sr-only">load #{shortId(quote.id)}</span>
      <ChevronRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** Every load of a page: a table from 768 px, a card per load below. */
export function QuoteList({ quotes, label }: { quotes: QuoteSummary[]; label: string }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-border bg-gray-50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Load
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Route
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Cargo owner
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Bids
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Budget
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {quotes.map((q) => (
            <tr key={q.id} className="align-top">
              <td className="px-4 py-3">
                <p className="font-mono text-xs font-semibold text-gray-900">#{shortId(q.id)}</p>
                <p className="max-w-56 break-words text-gray-800">{q.cargo}</p>
                <p className="text-xs text-muted-foreground">Posted {formatDate(q.createdAt)}</p>
              </td>
              <td className="px-4 py-3 text-gray-800">
                {q.fromLocation} → {q.toLocation}
              </td>
              <td className="max-w-48 px-4 py-3 break-words text-gray-800">{q.cargoOwner.companyName}</td>
              <td className="px-4 py-3">
                <QuoteStatusBadge status={q.status} />
              </td>
              <td className="px-4 py-3 text-gray-800">
                {q.bidCount} {q.bidCount === 1 ? 'bid' : 'bids'}
                {q.lowestBid !== null && (
                  <span className="block text-xs whitespace-nowrap text-muted-foreground">
                    lowest {formatKwacha(q.lowestBid)}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-gray-900">
                {formatKwacha(q.maxBudget)}
              </td>
              <td className="px-4 py-3 text-right">
                <DetailsLink quote={q} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-border md:hidden" aria-label={label}>
        {quotes.map((q) => (
          <li key={q.id} className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono text-xs font-semibold text-gray-900">#{shortId(q.id)}</p>
                <p className="font-medium break-words text-gray-900">{q.cargo}</p>
              </div>
              <QuoteStatusBadge status={q.status} />
            </div>
            <p className="text-sm text-gray-800">
              {q.fromLocation} → {q.toLocation}
            </p>
            <p className="text-xs break-words text-muted-foreground">
              {q.cargoOwner.companyName} · {bidsText(q)}
            </p>
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold text-gray-900">Budget {formatKwacha(q.maxBudget)}</p>
              <DetailsLink quote={q} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
