import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Inter, the web app's typeface, from the @fontsource package installed with the server: embedded
 * (subset) in every document, so nothing is fetched and every viewer shows the same text, which
 * stays selectable and searchable (ADR earnings-pdf-library).
 */
const FONTS = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

export const PLATFORM_NAME = 'Njira';
const BRAND = '#14532d';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const MARGIN = 50;

export interface DocumentInfo {
  /** 'Delivery Receipt', 'Earnings Statement'. */
  title: string;
  number: string;
  issued: string;
  subject: string;
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

  private get width(): number {
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
  table(
    columns: { title: string; width: number; align?: 'left' | 'right' }[],
    rows: string[][],
    total?: string[],
  ): void {
    const { doc } = this;
    const scale = this.width / columns.reduce((a, c) => a + c.width, 0);
    const line = (cells: string[], font: 'regular' | 'bold', color = 'black', gap = 4) => {
      if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
      const y = doc.y;
      let x = MARGIN;
      let bottom = y;
      cells.forEach((cell, i) => {
        const w = (columns[i]?.width ?? 0) * scale;
        doc
          .font(font)
          .fontSize(9.5)
          .fillColor(color)
          .text(cell, x + 2, y, { width: w - 4, align: columns[i]?.align ?? (i === 0 ? 'left' : 'right') });
        bottom = Math.max(bottom, doc.y);
        x += w;
      });
      doc.y = bottom + gap;
    };
    line(
      columns.map((c) => c.title),
      'bold',
      MUTED,
    );
    this.rule();
    // Rows of several lines (a statement's deliveries) need air between them to read as rows.
    for (const row of rows) line(row, 'regular', 'black', row.some((cell) => cell.includes('\n')) ? 9 : 4);
    if (total) {
      this.rule();
      line(total, 'bold');
    }
    doc.x = MARGIN;
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
