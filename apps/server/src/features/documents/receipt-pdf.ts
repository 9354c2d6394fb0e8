import { formatDateTime } from '@njira/domain';
import { PdfLayout } from './pdf-layout.ts';
import type { Receipt } from './receipt-content.ts';

/** 'njira-receipt-NJR-R-1A2B3C4D-89AB12CD.pdf': the number names the content, so does the file. */
export const receiptFilename = (number: string) => `njira-receipt-${number}.pdf`;

/** The receipt of money received for a shipment (`receiptOf` decides what it says), as a PDF. */
export function renderReceipt({ number, content }: Receipt, now: Date): Promise<Buffer> {
  const pdf = new PdfLayout({
    title: 'Payment Receipt',
    number,
    issued: formatDateTime(now),
    subject: `Payment for shipment ${content.shipmentId}`,
  });
  for (const section of content.sections) {
    pdf.heading(section.heading);
    pdf.fields(section.fields);
  }
  pdf.heading('Payment');
  pdf.table(
    [
      { title: 'Item', width: 3 },
      { title: 'Amount', width: 1 },
    ],
    content.table.rows,
    content.table.total,
  );
  pdf.note(content.note);
  return pdf.toBuffer();
}
