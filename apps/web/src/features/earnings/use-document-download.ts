import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';

/**
 * Runs one PDF download at a time per key (a receipt's shipment id, 'statement'), for the button's
 * spinner; a failure is a toast with the server's message, the page stays as it was.
 */
export function useDocumentDownload(failureTitle: string) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<void>) => {
    if (busy) return;
    setBusy(key);
    try {
      await download();
    } catch (error) {
      toast.error(failureTitle, errorMessage(error, 'Unknown error occurred'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
