import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

export interface Column<T> {
  /** The header's text; hidden from sight (kept for screen readers) when `hiddenHeader`. */
  header: string;
  hiddenHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** Money and actions sit right. */
  align?: 'right';
  /** The cell's own look beyond the shared padding, e.g. 'max-w-48 break-words text-gray-800'. */
  className?: string;
}

/**
 * Every admin list: a table from 768 px, a card per row below (one of the two is shown; the other
 * is display:none, so screen readers meet one). Both carry `label`: the table as its caption, the
 * cards' list as its name.
 */
export function AdminTable<T>({
  rows,
  rowKey,
  label,
  columns,
  card,
}: {
  rows: T[];
  rowKey: (row: T) => string;
  label: string;
  columns: Column<T>[];
  /** One row as a phone's card: the same facts, stacked. */
  card: (row: T) => ReactNode;
}) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-border bg-gray-50 text-xs text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn('px-4 py-3 font-semibold', column.align === 'right' && 'text-right')}
              >
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn('px-4 py-3', column.align === 'right' && 'text-right', column.className)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-border md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex flex-col gap-2 p-4">
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
