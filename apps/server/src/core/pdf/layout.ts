import { formatPaise } from '@backoffice/domain/core/money';
import type { PdfDoc } from './document';
import { FONT } from './fonts';

/** A column of a table: its title, width in points and alignment. */
export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Where a block is drawn: its left edge and width. */
export interface PdfBox {
  left: number;
  width: number;
}

/** A line across the box, just above the text position. */
export function rule(doc: PdfDoc, box: PdfBox) {
  doc
    .moveTo(box.left, doc.y - 2)
    .lineTo(box.left + box.width, doc.y - 2)
    .stroke('#999');
}

/**
 * The document's heading: the brand and a line under it on the left, the document's title and
 * its numbers and dates on the right.
 */
export function heading(
  doc: PdfDoc,
  box: PdfBox,
  parts: { brand: string; subline: string; title: string; meta: readonly string[] },
) {
  const top = doc.page.margins.top;
  doc.font(FONT.bold).fontSize(20).text(parts.brand, box.left, top);
  doc.font(FONT.body).fontSize(9).fillColor('#555').text(parts.subline);
  doc.fillColor('#000').font(FONT.bold).fontSize(14).text(parts.title, box.left, top, {
    width: box.width,
    align: 'right',
  });
  doc.font(FONT.body).fontSize(9);
  doc.text(parts.meta.join('\n'), box.left, top + 20, { width: box.width, align: 'right' });
  doc.moveDown(2);
}

/** Two titled blocks of lines side by side, e.g. who it is for and where it goes. */
export function twoBlocks(
  doc: PdfDoc,
  box: PdfBox,
  left: { title: string; lines: readonly string[] },
  right: { title: string; lines: readonly string[] },
) {
  const top = doc.y;
  const half = box.width / 2;
  doc.font(FONT.bold).fontSize(9).text(left.title, box.left, top);
  doc.font(FONT.body).text(left.lines.join('\n'), { width: half - 10 });
  const leftBottom = doc.y;
  doc.font(FONT.bold).text(right.title, box.left + half, top);
  doc.font(FONT.body).text(right.lines.join('\n'), { width: half });
  doc.y = Math.max(leftBottom, doc.y);
  doc.x = box.left;
  doc.moveDown(1.5);
}

function row(doc: PdfDoc, box: PdfBox, columns: readonly PdfColumn[], cells: readonly string[]) {
  const y = doc.y;
  let x = box.left;
  let bottom = y;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 4;
  doc.x = box.left;
}

/** A table: the column titles in bold, a rule, a row per entry (a new page when full), a rule. */
export function table(
  doc: PdfDoc,
  box: PdfBox,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
) {
  doc.x = box.left;
  doc.font(FONT.bold).fontSize(9);
  row(
    doc,
    box,
    columns,
    columns.map((c) => c.title),
  );
  rule(doc, box);
  doc.font(FONT.body);
  const last = doc.page.height - doc.page.margins.bottom - 60;
  for (const cells of rows) {
    if (doc.y > last) doc.addPage();
    row(doc, box, columns, cells);
  }
  rule(doc, box);
  doc.moveDown();
}

/**
 * Labelled amounts on the right (a heading above when given), each as the domain formats paise
 * ('₹1,23,456.00'); the last in bold when it is the total.
 */
export function amounts(
  doc: PdfDoc,
  box: PdfBox,
  rows: readonly (readonly [string, number])[],
  options: { heading?: string; lastIsTotal: boolean },
) {
  const labelX = box.left + box.width - 250;
  if (options.heading) {
    doc.font(FONT.bold).fontSize(10).text(options.heading, labelX, doc.y, { width: 250 });
  }
  rows.forEach(([label, paise], i) => {
    const total = options.lastIsTotal && i === rows.length - 1;
    doc.font(total ? FONT.bold : FONT.body).fontSize(total ? 11 : 9);
    const y = doc.y + (total ? 4 : 0);
    doc.text(label, labelX, y, { width: 130 });
    doc.text(formatPaise(paise), labelX + 130, y, { width: 120, align: 'right' });
  });
  doc.x = box.left;
  doc.moveDown();
}
