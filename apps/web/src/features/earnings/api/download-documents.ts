import { shortId } from '@njira/domain';
import { downloadFile } from '../../../lib/download-file.ts';

/** GET /api/shipments/:id/receipt.pdf, saved as the server names it. */
export function downloadReceipt(shipmentId: string): Promise<void> {
  return downloadFile(
    `/shipments/${encodeURIComponent(shipmentId)}/receipt.pdf`,
    `njira-receipt-${shortId(shipmentId)}.pdf`,
  );
}

/** GET /api/earnings/statement.pdf?month=YYYY-MM. */
export function downloadStatement(month: string): Promise<void> {
  return downloadFile(
    `/earnings/statement.pdf?month=${encodeURIComponent(month)}`,
    `njira-statement-${month}.pdf`,
  );
}

/** GET /api/payments/statement.pdf?month=YYYY-MM: the cargo owner's payments of that month. */
export function downloadPaymentStatement(month: string): Promise<void> {
  return downloadFile(
    `/payments/statement.pdf?month=${encodeURIComponent(month)}`,
    `njira-payments-${month}.pdf`,
  );
}
