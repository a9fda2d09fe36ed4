import PDFDocument from 'pdfkit';
import type { Brand } from '@backoffice/domain/core/brand';
import { paiseToRupees } from '@backoffice/domain/core/money';

/** Indian digit grouping without a currency sign (the PDF's standard font has no rupee sign). */
const grouped = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as 'INR 1,23,456.00'. */
function inr(paise: number): string {
  return `INR ${grouped.format(Number(paiseToRupees(paise)))}`;
}

/** One line of a POS document, paise. */
export interface PosDocumentLine {
  name: string;
  item_sku: string;
  item_quantity: number;
  unit_price_paise: number;
  net_price_paise: number;
  delivery: string;
}

/** What the invoice or receipt of a placed POS order shows. */
export interface PosDocument {
  kind: 'invoice' | 'receipt';
  pos_order_random_id: string;
  order_random_id: string;
  store: string;
  issued_on: string;
  customer: string[];
  deliver_to: string[];
  lines: PosDocumentLine[];
  /** Label and paise, in the order shown; the last is the total. */
  totals: [string, number][];
  /** How it was paid: label and paise. */
  payments: [string, number][];
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

const COLUMNS = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Product', width: 200, align: 'left' },
  { title: 'Delivery', width: 70, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Unit price', width: 90, align: 'right' },
  { title: 'Amount', width: 105, align: 'right' },
] as const;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A placed POS order's tax invoice or payment receipt as a PDF (A4): the store, the customer and
 * where it goes, the lines, the totals and how it was paid, amounts as INR text.
 */
export function posDocumentPdf(brand: Brand, document: PosDocument): Promise<Buffer> {
  const title = document.kind === 'invoice' ? 'TAX INVOICE' : 'PAYMENT RECEIPT';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${document.order_random_id}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, brand, title, document);
  linesTable(doc, document.lines);
  amounts(doc, 'Totals', document.totals, true);
  amounts(doc, 'Paid by', document.payments, false);
  doc.end();
  return done;
}

function header(doc: Doc, brand: Brand, title: string, d: PosDocument) {
  doc.font('Helvetica-Bold').fontSize(20).text(brand.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`Store ${d.store}`);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(title, MARGIN, MARGIN, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9);
  const meta = [
    `Order ${d.order_random_id}`,
    `Till order ${d.pos_order_random_id}`,
    `Date ${d.issued_on}`,
  ];
  doc.text(meta.join('\n'), MARGIN, MARGIN + 20, { width: CONTENT_WIDTH, align: 'right' });
  doc.moveDown(2);
  const top = doc.y;
  doc.font('Helvetica-Bold').text('Customer', MARGIN, top);
  doc.font('Helvetica').text(d.customer.join('\n'), { width: CONTENT_WIDTH / 2 - 10 });
  doc.font('Helvetica-Bold').text('Deliver to', MARGIN + CONTENT_WIDTH / 2, top);
  doc.font('Helvetica').text(d.deliver_to.join('\n'), { width: CONTENT_WIDTH / 2 });
  doc.moveDown(1.5);
}

function row(doc: Doc, cells: readonly string[], bold = false) {
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 4;
  doc.x = MARGIN;
}

function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
    .stroke('#999');
}

function linesTable(doc: Doc, lines: readonly PosDocumentLine[]) {
  doc.x = MARGIN;
  row(
    doc,
    COLUMNS.map((c) => c.title),
    true,
  );
  rule(doc);
  lines.forEach((l, i) => {
    if (doc.y > 740) doc.addPage();
    row(doc, [
      String(i + 1),
      `${l.name}\nSKU ${l.item_sku}`,
      l.delivery,
      String(l.item_quantity),
      inr(l.unit_price_paise),
      inr(l.net_price_paise),
    ]);
  });
  rule(doc);
  doc.moveDown();
}

function amounts(doc: Doc, heading: string, rows: readonly [string, number][], lastBold: boolean) {
  const labelX = MARGIN + CONTENT_WIDTH - 250;
  doc.font('Helvetica-Bold').fontSize(10).text(heading, labelX, doc.y, { width: 250 });
  rows.forEach(([label, paise], i) => {
    const bold = lastBold && i === rows.length - 1;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    const y = doc.y;
    doc.text(label, labelX, y, { width: 130 });
    doc.text(inr(paise), labelX + 130, y, { width: 120, align: 'right' });
  });
  doc.x = MARGIN;
  doc.moveDown();
}
