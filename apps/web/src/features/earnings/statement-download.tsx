import { monthLabel } from '@njira/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useDocumentDownload } from './use-document-download.ts';

/**
 * Download Statement with its month picker (earnings and payments): `months` newest first,
 * `defaultMonth` chosen until the user picks another, `download` fetches the month's PDF.
 */
export function StatementDownload({
  months,
  defaultMonth,
  download,
}: {
  months: readonly string[];
  defaultMonth: string | null;
  download: (month: string) => Promise<void>;
}) {
  const [month, setMonth] = useState<string | null>(null);
  const statement = useDocumentDownload('Error downloading statement');
  const chosen = month ?? defaultMonth;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor="statement-month" className="text-xs">
          Statement month
        </Label>
        <Select
          id="statement-month"
          value={chosen ?? ''}
          disabled={months.length === 0}
          onChange={(e) => setMonth(e.target.value)}
          className="w-36"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </Select>
      </div>
      <Button
        disabled={!chosen}
        loading={statement.busy !== null}
        onClick={() => {
          if (chosen) void statement.run('statement', () => download(chosen));
        }}
      >
        {statement.busy === null && <Download className="size-4" aria-hidden="true" />}
        Download Statement
      </Button>
    </div>
  );
}
