import { shortId } from '@njira/domain';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

// The cells the loads and shipments lists share: the same record reads the same in both.

/** '#' and the short id, what was carried, and one dated line under it. */
export function RecordCell({ id, cargo, dated }: { id: string; cargo: string; dated: string }) {
  return (
    <>
      <p className="font-mono text-xs font-semibold text-gray-900">#{shortId(id)}</p>
      <p className="max-w-56 break-words text-gray-800">{cargo}</p>
      <p className="text-xs text-muted-foreground">{dated}</p>
    </>
  );
}

/** 'View', named for screen readers after the record it opens ('View load #1A7B6E4D'). */
export function ViewLink({ to, noun, id }: { to: string; noun: string; id: string }) {
  return (
    <Link to={to} className={buttonClasses('outline', 'sm')}>
      View{' '}
      <span className="sr-only">
        {noun} #{shortId(id)}
      </span>
      <ChevronRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** A record as a phone's card: id, cargo and status; route; who; the money and View. */
export function RecordCard({
  id,
  cargo,
  status,
  route,
  who,
  money,
  view,
}: {
  id: string;
  cargo: string;
  status: ReactNode;
  route: string;
  who: string;
  money: string;
  view: ReactNode;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold text-gray-900">#{shortId(id)}</p>
          <p className="font-medium break-words text-gray-900">{cargo}</p>
        </div>
        {status}
      </div>
      <p className="text-sm text-gray-800">{route}</p>
      <p className="text-xs break-words text-muted-foreground">{who}</p>
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">{money}</p>
        {view}
      </div>
    </>
  );
}
