import type { Brand } from '@backoffice/domain/core/brand';
import { formatPaise } from '@backoffice/domain/core/money';
import { amountInWords, GST_RATE_PERCENT } from '@backoffice/domain/quotations';
import {
  amounts,
  contentWidth,
  FONT,
  heading,
  renderPdf,
  table,
  twoBlocks,
  type PdfBox,
  type PdfColumn,
  type PdfDoc,
  type PdfPage,
} from '../../../core/pdf/index';
import type { FullQuotation } from './quotation.queries';

const MARGIN = 40;

/** The columns of the lines table. */
const COLUMNS: readonly PdfColumn[] = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Product', width: 175, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Unit price', width: 75, align: 'right' },
  { title: 'Disc %', width: 40, align: 'right' },
  { title: 'Taxable', width: 85, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
];

/**
 * The quotation as a PDF (A4): the retailer's brand, the customer and the place of supply, the
 * lines, the GST split (CGST and SGST, or IGST), the totals in rupees and in words, the validity
 * and the terms. Answers the document's bytes.
 */
export function quotationPdf(brand: Brand, full: FullQuotation, issuedAt: Date): Promise<Buffer> {
  const q = full.quotation;
  const page: PdfPage = {
    title: `Quotation ${q.quotation_random_id}`,
    author: brand.name,
    size: 'A4',
    margin: MARGIN,
  };
  const box: PdfBox = { left: MARGIN, width: contentWidth(page) };
  return renderPdf(page, (doc) => {
    heading(doc, box, {
      brand: brand.name,
      subline: `Dispatch from ${q.dispatch_state}`,
      title: 'QUOTATION',
      meta: [
        `No. ${q.quotation_random_id}`,
        `Date ${issuedAt.toISOString().slice(0, 10)}`,
        `Valid until ${q.valid_until}`,
      ],
    });
    twoBlocks(
      doc,
      box,
      {
        title: 'Quoted to',
        lines: [full.lead.name, full.lead.mobile_number, full.lead.email_id ?? ''],
      },
      {
        title: 'Deliver to',
        lines: [
          q.delivery_address ?? '',
          `${q.delivery_city}, ${q.delivery_state} ${q.delivery_pincode}`,
          `Place of supply: ${q.delivery_state}`,
        ],
      },
    );
    table(
      doc,
      box,
      COLUMNS,
      full.lines.map((l, i) => [
        String(i + 1),
        `${l.item_name}\nSKU ${l.item_sku}`,
        String(l.item_quantity),
        formatPaise(l.unit_price_paise),
        String(l.discount_bp / 100),
        formatPaise(l.taxable_paise),
        formatPaise(l.net_paise),
      ]),
    );
    amounts(doc, box, totalRows(full), { lastIsTotal: true });
    words(doc, box, full);
    terms(doc, box, full);
  });
}

function totalRows({ quotation: q }: FullQuotation): [string, number][] {
  const half = GST_RATE_PERCENT / 2;
  const taxRows: [string, number][] =
    q.supply_kind === 'inter'
      ? [[`IGST @ ${GST_RATE_PERCENT}%`, q.igst_paise]]
      : [
          [`CGST @ ${half}%`, q.cgst_paise],
          [`SGST @ ${half}%`, q.sgst_paise],
        ];
  return [
    ['Gross amount', q.gross_paise],
    ['Discount', q.discount_paise],
    ['Delivery charges', q.delivery_charges_paise],
    ['Taxable value', q.taxable_paise],
    ...taxRows,
    ['Grand total', q.grand_total_paise],
  ];
}

function words(doc: PdfDoc, box: PdfBox, { quotation: q }: FullQuotation) {
  doc
    .font(FONT.italic)
    .fontSize(9)
    .text(amountInWords(q.grand_total_paise), box.left, doc.y, { width: box.width });
  doc.font(FONT.body).text('All prices are inclusive of GST.', { width: box.width });
  doc.moveDown();
}

function terms(doc: PdfDoc, box: PdfBox, { quotation: q }: FullQuotation) {
  doc.font(FONT.bold).fontSize(10).text('Validity', box.left, doc.y);
  doc
    .font(FONT.body)
    .fontSize(9)
    .text(`This quotation is valid for ${q.validity_days} days, until ${q.valid_until}.`);
  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(10).text('Terms and conditions');
  doc.font(FONT.body).fontSize(9).text(q.terms, { width: box.width });
}
