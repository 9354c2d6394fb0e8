import { adminExportFilename } from '@njira/domain';
import { describe, expect, it } from 'vitest';
import { exportFilename, lusakaToday } from './download-exports.ts';

describe('the admin CSV exports', () => {
  it('are saved under the names the server gives them', () => {
    for (const kind of ['summary', 'revenue'] as const)
      expect(exportFilename(kind, '2026-03-09')).toBe(adminExportFilename(kind, '2026-03-09'));
  });

  it('are dated by the day in Lusaka, not in the browser’s zone', () => {
    // 23:30 UTC on 9 March is 01:30 on 10 March in Lusaka (UTC+2).
    expect(lusakaToday(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
  });
});
