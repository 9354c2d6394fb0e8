import { adminExportFilename, lusakaParts } from '@njira/domain';
import { stringify } from 'csv-stringify';

/**
 * The admin's CSV exports (ADR 017): csv-stringify writes RFC 4180 (quotes where needed, doubled
 * inner quotes, CRLF rows), a row at a time, so nothing is built in memory (`summary-csv.ts`,
 * `revenue-csv.ts`).
 */

/**
 * Spreadsheet formula injection: a text cell that begins with =, +, -, @, a tab or a carriage return
 * would be run as a formula by Excel, LibreOffice or Sheets; a leading ' makes it plain text (OWASP).
 * Numbers we compute are written as numbers and are never formulas, so they are left as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvStream(columns: readonly string[]) {
  return stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { string: neutraliseCell, number: (n) => String(n) },
  });
}

/** Today's Lusaka day 'YYYY-MM-DD', for the file names. */
export function lusakaDay(now: Date = new Date()): string {
  const p = lusakaParts(now);
  if (!p) throw new Error('the clock gave no date');
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function exportFilename(kind: 'summary' | 'revenue', now: Date = new Date()): string {
  return adminExportFilename(kind, lusakaDay(now));
}
