import type { Brand } from '@backoffice/domain/core/brand';
import { formatPaise } from '@backoffice/domain/core/money';
import {
  amounts,
  contentWidth,
  heading,
  renderPdf,
  table,
  twoBlocks,
  type PdfBox,
  type PdfColumn,
  type PdfPage,
} from '../../../../core/pdf/index';

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

const COLUMNS: readonly PdfColumn[] = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Product', width: 200, align: 'left' },
  { title: 'Delivery', width: 70, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Unit price', width: 90, align: 'right' },
  { title: 'Amount', width: 105, align: 'right' },
];

/**
 * A placed POS order's tax invoice or payment receipt as a PDF (A4): the store, the customer and
 * where it goes, the lines, the totals and how it was paid, amounts in rupees.
 */
export function posDocumentPdf(brand: Brand, document: PosDocument): Promise<Buffer> {
  const title = document.kind === 'invoice' ? 'TAX INVOICE' : 'PAYMENT RECEIPT';
  const page: PdfPage = {
    title: `${title} ${document.order_random_id}`,
    author: brand.name,
    size: 'A4',
    margin: MARGIN,
  };
  const box: PdfBox = { left: MARGIN, width: contentWidth(page) };
  return renderPdf(page, (doc) => {
    heading(doc, box, {
      brand: brand.name,
      subline: `Store ${document.store}`,
      title,
      meta: [
        `Order ${document.order_random_id}`,
        `Till order ${document.pos_order_random_id}`,
        `Date ${document.issued_on}`,
      ],
    });
    twoBlocks(
      doc,
      box,
      { title: 'Customer', lines: document.customer },
      { title: 'Deliver to', lines: document.deliver_to },
    );
    table(
      doc,
      box,
      COLUMNS,
      document.lines.map((l, i) => [
        String(i + 1),
        `${l.name}\nSKU ${l.item_sku}`,
        l.delivery,
        String(l.item_quantity),
        formatPaise(l.unit_price_paise),
        formatPaise(l.net_price_paise),
      ]),
    );
    amounts(doc, box, document.totals, { heading: 'Totals', lastIsTotal: true });
    amounts(doc, box, document.payments, { heading: 'Paid by', lastIsTotal: false });
  });
}
