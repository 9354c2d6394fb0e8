import PDFDocument from 'pdfkit';
import { BRAND, FONTS, MARGIN, MUTED, NOTICE, PLATFORM_NAME, RULE } from './pdf-style.ts';
import { drawTable, type TableColumn } from './pdf-table.ts';

export interface DocumentInfo {
  /** 'Payment Receipt', 'Earnings Statement'. */
  title: string;
  number: string;
  issued: string;
  subject: string;
  /** A line under the header that qualifies the whole document ('Interim statement — …'). */
  notice?: string;
}

/** One A4 document with Njira's header, a few building blocks, and the bytes when it is done. */
export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(info: DocumentInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `${PLATFORM_NAME} ${info.title} ${info.number}`,
        Author: PLATFORM_NAME,
        Subject: info.subject,
      },
      lang: 'en-GB',
      displayTitle: true,
    });
    this.doc.registerFont('regular', FONTS.regular);
    this.doc.registerFont('bold', FONTS.bold);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.header(info);
  }

  /** The width between the margins. */
  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private header(info: DocumentInfo): void {
    const { doc } = this;
    const top = doc.y;
    doc.font('bold').fontSize(22).fillColor(BRAND).text(PLATFORM_NAME, MARGIN, top);
    doc.font('regular').fontSize(9).fillColor(MUTED).text('Freight marketplace for Zambia and the region');
    doc
      .font('bold')
      .fontSize(14)
      .fillColor('black')
      .text(info.title, MARGIN, top, { width: this.width, align: 'right' });
    doc.font('regular').fontSize(10).fillColor(MUTED);
    doc.text(`Document No. ${info.number}`, { width: this.width, align: 'right' });
    doc.text(`Issued ${info.issued}`, { width: this.width, align: 'right' });
    doc.moveDown(1.2);
    this.rule();
    if (info.notice) {
      doc.font('bold').fontSize(11).fillColor(NOTICE).text(info.notice, MARGIN, doc.y, { width: this.width });
      doc.moveDown(0.6);
    }
  }

  rule(): void {
    const { doc } = this;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + this.width, doc.y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.8);
  }

  heading(text: string): void {
    this.doc.moveDown(0.4).font('bold').fontSize(12).fillColor(BRAND).text(text, MARGIN);
    this.doc.moveDown(0.3);
  }

  /** Label and value side by side, one line each. */
  fields(rows: [label: string, value: string][]): void {
    const { doc } = this;
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
      const labelBottom = doc.y;
      doc
        .font('regular')
        .fillColor('black')
        .text(value || '—', MARGIN + 160, y, { width: this.width - 160 });
      doc.y = Math.max(doc.y, labelBottom) + 3;
    }
  }

  /** A table: the first column left-aligned, the others right-aligned (amounts) unless a column says. */
  table(columns: TableColumn[], rows: string[][], total?: string[]): void {
    drawTable(this, columns, rows, total);
  }

  note(text: string): void {
    this.doc.moveDown(0.6).font('regular').fontSize(8.5).fillColor(MUTED).text(text, MARGIN, this.doc.y, {
      width: this.width,
    });
  }

  async toBuffer(): Promise<Buffer> {
    this.doc.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}
