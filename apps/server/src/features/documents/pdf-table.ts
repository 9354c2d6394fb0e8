import type { PdfLayout } from './pdf-layout.ts';
import { MARGIN, MUTED } from './pdf-style.ts';

export interface TableColumn {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table across the page: the first column left-aligned, the others right-aligned (amounts) unless
 * a column says; a row that would not fit starts a new page.
 */
export function drawTable(
  layout: PdfLayout,
  columns: TableColumn[],
  rows: string[][],
  total?: string[],
): void {
  const { doc } = layout;
  const scale = layout.width / columns.reduce((a, c) => a + c.width, 0);
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
        // Tabular figures: the amounts line up digit under digit, and with Inter's kerning on, '27,200'
        // came apart as '27 ,200' for anyone copying it out of the PDF (the '7,' pair).
        .text(cell, x + 2, y, {
          width: w - 4,
          align: columns[i]?.align ?? (i === 0 ? 'left' : 'right'),
          features: ['tnum'],
        });
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
  layout.rule();
  // Rows of several lines (a statement's deliveries) need air between them to read as rows.
  for (const row of rows) line(row, 'regular', 'black', row.some((cell) => cell.includes('\n')) ? 9 : 4);
  if (total) {
    layout.rule();
    line(total, 'bold');
  }
  doc.x = MARGIN;
}
