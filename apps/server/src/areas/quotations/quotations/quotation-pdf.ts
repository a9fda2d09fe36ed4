import PDFDocument from 'pdfkit';
import type { Brand } from '@backoffice/domain/core/brand';
import { paiseToRupees } from '@backoffice/domain/core/money';
import { amountInWords, GST_RATE_PERCENT } from '@backoffice/domain/quotations';
import type { FullQuotation } from './quotation.queries';

/** Indian digit grouping without a currency sign (the PDF's standard font has no rupee sign). */
const grouped = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as 'INR 1,23,456.00'. */
function inr(paise: number): string {
  return `INR ${grouped.format(Number(paiseToRupees(paise)))}`;
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** The columns of the lines table: title, width (points) and alignment. */
const COLUMNS = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Product', width: 175, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Unit price', width: 75, align: 'right' },
  { title: 'Disc %', width: 40, align: 'right' },
  { title: 'Taxable', width: 85, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
] as const;

/**
 * The quotation as a PDF (A4): the retailer's brand, the customer and the place of supply, the
 * lines, the GST split (CGST and SGST, or IGST), the totals in INR and in words, the validity
 * and the terms. Answers the document's bytes.
 */
export function quotationPdf(brand: Brand, full: FullQuotation, issuedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Quotation ${full.quotation.quotation_random_id}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, brand, full, issuedAt);
  linesTable(doc, full);
  totals(doc, full);
  terms(doc, full);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function header(doc: Doc, brand: Brand, { quotation: q, lead }: FullQuotation, issuedAt: Date) {
  doc.font('Helvetica-Bold').fontSize(20).text(brand.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`Dispatch from ${q.dispatch_state}`);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text('QUOTATION', MARGIN, MARGIN, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9);
  const meta = [
    `No. ${q.quotation_random_id}`,
    `Date ${issuedAt.toISOString().slice(0, 10)}`,
    `Valid until ${q.valid_until}`,
  ];
  doc.text(meta.join('\n'), MARGIN, MARGIN + 20, { width: CONTENT_WIDTH, align: 'right' });
  doc.moveDown(2);
  const top = doc.y;
  doc.font('Helvetica-Bold').text('Quoted to', MARGIN, top);
  doc.font('Helvetica').text([lead.name, lead.mobile_number, lead.email_id ?? ''].join('\n'));
  doc.font('Helvetica-Bold').text('Deliver to', MARGIN + CONTENT_WIDTH / 2, top);
  const place = `${q.delivery_city}, ${q.delivery_state} ${q.delivery_pincode}`;
  doc
    .font('Helvetica')
    .text([q.delivery_address ?? '', place, `Place of supply: ${q.delivery_state}`].join('\n'), {
      width: CONTENT_WIDTH / 2,
    });
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

function linesTable(doc: Doc, { lines }: FullQuotation) {
  doc.x = MARGIN;
  row(
    doc,
    COLUMNS.map((c) => c.title),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
    .stroke('#999');
  lines.forEach((l, i) => {
    if (doc.y > 740) doc.addPage();
    row(doc, [
      String(i + 1),
      `${l.item_name}\nSKU ${l.item_sku}`,
      String(l.item_quantity),
      inr(l.unit_price_paise),
      String(l.discount_bp / 100),
      inr(l.taxable_paise),
      inr(l.net_paise),
    ]);
  });
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .stroke('#999');
  doc.moveDown();
}

function totals(doc: Doc, { quotation: q }: FullQuotation) {
  const half = GST_RATE_PERCENT / 2;
  const taxRows: [string, number][] =
    q.supply_kind === 'inter'
      ? [[`IGST @ ${GST_RATE_PERCENT}%`, q.igst_paise]]
      : [
          [`CGST @ ${half}%`, q.cgst_paise],
          [`SGST @ ${half}%`, q.sgst_paise],
        ];
  const rows: [string, number][] = [
    ['Gross amount', q.gross_paise],
    ['Discount', q.discount_paise],
    ['Delivery charges', q.delivery_charges_paise],
    ['Taxable value', q.taxable_paise],
    ...taxRows,
  ];
  const labelX = MARGIN + CONTENT_WIDTH - 250;
  doc.font('Helvetica').fontSize(9);
  for (const [label, paise] of rows) {
    const y = doc.y;
    doc.text(label, labelX, y, { width: 130 });
    doc.text(inr(paise), labelX + 130, y, { width: 120, align: 'right' });
  }
  const y = doc.y + 4;
  doc.font('Helvetica-Bold').fontSize(11).text('Grand total', labelX, y, { width: 130 });
  doc.text(inr(q.grand_total_paise), labelX + 130, y, { width: 120, align: 'right' });
  doc.x = MARGIN;
  doc.moveDown();
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(amountInWords(q.grand_total_paise), MARGIN, doc.y, {
      width: CONTENT_WIDTH,
    });
  doc.font('Helvetica').text('All prices are inclusive of GST.', { width: CONTENT_WIDTH });
  doc.moveDown();
}

function terms(doc: Doc, { quotation: q }: FullQuotation) {
  doc.font('Helvetica-Bold').fontSize(10).text('Validity', MARGIN, doc.y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`This quotation is valid for ${q.validity_days} days, until ${q.valid_until}.`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text('Terms and conditions');
  doc.font('Helvetica').fontSize(9).text(q.terms, { width: CONTENT_WIDTH });
}
