import { shortId } from '@njira/domain';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

/**
 * The top of an admin detail page: '<noun> #<short id>', its status, the cargo and the whole id on
 * the left; the money figure and the page's actions on the right.
 */
export function DetailHeader({
  noun,
  id,
  status,
  cargo,
  figureLabel,
  figure,
  actions,
}: {
  noun: 'Load' | 'Shipment';
  id: string;
  status: ReactNode;
  cargo: string;
  figureLabel: string;
  figure: string;
  actions: ReactNode;
}) {
  return (
    <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">
            {noun} #{shortId(id)}
          </h1>
          {status}
        </div>
        <p className="mt-1 text-base break-words text-gray-800">{cargo}</p>
        <p className="mt-0.5 text-xs break-all text-muted-foreground">ID: {id}</p>
      </div>
      <div className="sm:text-right">
        <p className="text-sm text-muted-foreground">{figureLabel}</p>
        <p className="text-2xl font-bold text-brand-800">{figure}</p>
        <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">{actions}</div>
      </div>
    </Card>
  );
}
