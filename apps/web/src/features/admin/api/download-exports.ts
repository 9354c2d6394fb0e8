import { lusakaParts } from '@njira/domain';
import { downloadFile } from '../../../lib/download-file.ts';

/**
 * The server's name for an export (the domain's `adminExportFilename`, restated: that function sits
 * beside the admin zod schemas, and importing it would bring zod, ~21 KB, to the dashboard and
 * Platform Revenue, which have no form; download-exports.test.ts keeps the two equal).
 */
export function exportFilename(kind: 'summary' | 'revenue', day: string): string {
  return `njira-${kind}-${day}.csv`;
}

/** Today in Lusaka as 'YYYY-MM-DD', the day the server names its exports after. */
export function lusakaToday(now: Date = new Date()): string {
  const p = lusakaParts(now);
  if (p === null) return now.toISOString().slice(0, 10);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** GET /api/admin/export/summary.csv: the overview's metrics, saved as the server names it. */
export function downloadSummaryReport(): Promise<void> {
  return downloadFile('/admin/export/summary.csv', exportFilename('summary', lusakaToday()));
}

/** GET /api/admin/export/revenue.csv: one row per transaction. */
export function downloadRevenueReport(): Promise<void> {
  return downloadFile('/admin/export/revenue.csv', exportFilename('revenue', lusakaToday()));
}
