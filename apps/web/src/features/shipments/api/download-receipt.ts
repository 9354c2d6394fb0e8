import { shortId } from '@njira/domain';
import { downloadFile } from '../../../lib/download-file.ts';

/** 'njira-receipt-1A2B3C4D.pdf': the name if the server gives none (it names it by its document number). */
export function receiptFilename(shipmentId: string): string {
  return `njira-receipt-${shortId(shipmentId)}.pdf`;
}

/** GET /api/shipments/:id/receipt.pdf (either party of the shipment, or an admin), saved as a file. */
export function downloadReceipt(shipmentId: string): Promise<void> {
  return downloadFile(
    `/shipments/${encodeURIComponent(shipmentId)}/receipt.pdf`,
    receiptFilename(shipmentId),
  );
}
