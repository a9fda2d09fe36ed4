import { formatPaise } from '@backoffice/domain/core/money';
import { FONT, renderPdf, type PdfDoc } from '../../../../core/pdf/index';
import { code128Bars, QUIET_ZONE_MODULES } from './code128';

/** What one SKU's label shows. */
export interface SkuLabel {
  item_sku: string;
  product_name: string;
  model_name: string;
  item_dimensions: string;
  mrp_paise: number;
  /** How many copies of the label to print, one page each. */
  quantity: number;
}

/** A6 label stock, 4 x 6 inches (001 section 9), in points. */
export const LABEL_PAGE = { width: 4 * 72, height: 6 * 72 } as const;
const MARGIN = 18;
const CONTENT_WIDTH = LABEL_PAGE.width - 2 * MARGIN;
const BARCODE_HEIGHT = 110;

/** The SKU's Code 128 barcode across the label, its text below. */
function barcode(doc: PdfDoc, sku: string, top: number) {
  const { bars, modules } = code128Bars(sku);
  const module = CONTENT_WIDTH / (modules + 2 * QUIET_ZONE_MODULES);
  const left = MARGIN + QUIET_ZONE_MODULES * module;
  for (const bar of bars) {
    doc.rect(left + bar.x * module, top, bar.width * module, BARCODE_HEIGHT).fill('#000000');
  }
  doc
    .font(FONT.bold)
    .fontSize(12)
    .text(sku, MARGIN, top + BARCODE_HEIGHT + 6, { width: CONTENT_WIDTH, align: 'center' });
}

function labelPage(doc: PdfDoc, brandName: string, label: SkuLabel) {
  doc.font(FONT.bold).fontSize(14).text(brandName, MARGIN, MARGIN, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(13).text(label.product_name, { width: CONTENT_WIDTH });
  doc.font(FONT.body).fontSize(11).text(`Model: ${label.model_name}`, { width: CONTENT_WIDTH });
  doc.text(`Size: ${label.item_dimensions}`, { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
  doc
    .font(FONT.bold)
    .fontSize(16)
    .text(`MRP ${formatPaise(label.mrp_paise)}`, {
      width: CONTENT_WIDTH,
    });
  doc.font(FONT.body).fontSize(8).text('(Inclusive of all taxes)', { width: CONTENT_WIDTH });
  barcode(doc, label.item_sku, LABEL_PAGE.height - MARGIN - BARCODE_HEIGHT - 30);
}

/**
 * The labels as one PDF on A6 stock (4 x 6 in): a page per copy, each with the brand, the
 * product, model and size, the MRP and the SKU as a Code 128 barcode. Answers the bytes.
 */
export function skuLabelsPdf(brandName: string, labels: readonly SkuLabel[]): Promise<Buffer> {
  const page = {
    title: 'SKU labels',
    author: brandName,
    size: [LABEL_PAGE.width, LABEL_PAGE.height],
    margin: MARGIN,
    autoFirstPage: false,
  } as const;
  return renderPdf(page, (doc) => {
    for (const label of labels) {
      for (let copy = 0; copy < label.quantity; copy += 1) {
        doc.addPage();
        labelPage(doc, brandName, label);
      }
    }
  });
}
