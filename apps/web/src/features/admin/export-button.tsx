import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';

/** Downloads a CSV export with the signed-in session; a failure is a toast with the server's message. */
export function ExportButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    if (busy) return;
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast.error('Error exporting report', errorMessage(error, 'Unknown error occurred'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" loading={busy} onClick={() => void run()}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}
