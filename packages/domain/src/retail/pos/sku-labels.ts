import { z } from 'zod';
import { ITEM_SKU_MAX_LENGTH, ZItemSku } from '../../sales/catalogue/schemas';

/**
 * SKU labels of /generate-sku-label (002 section 2, 001 sections 8 and 9): an A6 (4 x 6 in)
 * label per copy with the SKU as a Code 128 barcode, downloaded as a PDF or sent to a store
 * printer. The printer messages are 001 section 8's, verbatim.
 */
export const SKU_LABEL_MESSAGES = {
  sentForPrinting: 'Sent For Printing !',
  printerUnavailable: 'Printer maybe inactive or not available!',
  printersUnavailable: 'Error while Finding Printer!',
  printFailed: 'Failed To Send PDF For Printing !',
  printerNotSelected: 'Signature or Printer may not selected !',
  skuRequired: 'Please select product to Add!',
  skuNotPrintable: 'A SKU label carries letters, digits and signs only',
  skuRepeated: 'This SKU is already in the list',
  skuNotFound: 'SKU not found',
  copiesRange: 'Labels must be between 1 and 50',
  tooManySkus: 'Pick at most 20 SKUs at a time',
  searchTooShort: 'Type at least 2 characters',
} as const;
const M = SKU_LABEL_MESSAGES;

/** The label calls besides RETAIL_POS_PATHS' skuLabel, skuLabelPrint and printers. */
export const SKU_LABEL_PATHS = {
  /** GET ?search_term=: active catalogue items by SKU or name, for the picker. */
  skus: '/api/retail/sku-labels/skus/',
} as const;

/** Labels per SKU, and SKUs per PDF. */
export const SKU_LABEL_LIMITS = { copies: 50, skus: 20 } as const;
/** The label stock, inches (001 section 9: A6 is 4 x 6). */
export const SKU_LABEL_SIZE_IN = { width: 4, height: 6 } as const;
export const PRINTER_NAME_MAX_LENGTH = 100;
/** The picker searches from 2 characters; at most this many SKUs answer. */
export const SKU_SEARCH_LENGTH = { min: 2, max: 64 } as const;
export const SKU_LABEL_SEARCH_LIMIT = 20;
/** The file a download is saved as. */
export const SKU_LABELS_FILE_NAME = 'sku-labels.pdf';

/** One SKU and how many labels of it. */
export const ZSkuLabelLine = z
  .object({
    item_sku: ZItemSku.pipe(z.string().regex(/^[\x20-\x7e]+$/, M.skuNotPrintable)),
    quantity: z
      .number({ error: M.copiesRange })
      .int(M.copiesRange)
      .min(1, M.copiesRange)
      .max(SKU_LABEL_LIMITS.copies, M.copiesRange),
  })
  .strict();
export type TSkuLabelLine = z.infer<typeof ZSkuLabelLine>;

const ZSkuLabelLines = z
  .array(ZSkuLabelLine)
  .min(1, M.skuRequired)
  .max(SKU_LABEL_LIMITS.skus, M.tooManySkus)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      if (seen.has(line.item_sku)) {
        ctx.addIssue({ code: 'custom', path: [i, 'item_sku'], message: M.skuRepeated });
      }
      seen.add(line.item_sku);
    });
  });

/** POST: the labels of the SKUs as one PDF (a page per label). */
export const ZSkuLabelsRequest = z.object({ items: ZSkuLabelLines }).strict();
export type TSkuLabelsRequest = z.infer<typeof ZSkuLabelsRequest>;

/** POST: the same PDF to a printer of the store's print service. */
export const ZSkuLabelsPrintRequest = z
  .object({
    items: ZSkuLabelLines,
    printer: z
      .string({ error: M.printerNotSelected })
      .trim()
      .min(1, M.printerNotSelected)
      .max(PRINTER_NAME_MAX_LENGTH, M.printerNotSelected),
  })
  .strict();
export type TSkuLabelsPrintRequest = z.infer<typeof ZSkuLabelsPrintRequest>;

/** A printer the store may pick. */
export const ZLabelPrinter = z.object({ name: z.string().max(100), is_active: z.boolean() });
export type LabelPrinter = z.infer<typeof ZLabelPrinter>;

/** GET printers: the print service's printers, active ones first. */
export const ZLabelPrintersResponse = z.object({ printers: z.array(ZLabelPrinter) });
export type LabelPrintersResponse = z.infer<typeof ZLabelPrintersResponse>;

/** The answer of a print: 'Sent For Printing !' and the service's job id. */
export const ZSkuLabelsPrintAnswer = z.object({
  success: z.literal(true),
  message: z.string().max(200),
  job_id: z.string().max(100),
  pages: z.number().int(),
});
export type SkuLabelsPrintAnswer = z.infer<typeof ZSkuLabelsPrintAnswer>;

/** ?search_term=: from 2 characters. */
export const ZLabelSkuQuery = z.object({
  search_term: z
    .string({ error: M.searchTooShort })
    .trim()
    .min(SKU_SEARCH_LENGTH.min, M.searchTooShort)
    .max(SKU_SEARCH_LENGTH.max, M.searchTooShort),
});
export type TLabelSkuQuery = z.infer<typeof ZLabelSkuQuery>;

/** The SKUs a label can be made for (the picker): active catalogue items. */
export const ZLabelSkuOption = z.object({
  item_sku: z.string().max(ITEM_SKU_MAX_LENGTH),
  product_name: z.string().max(200),
  item_dimensions: z.string().max(60),
  mrp: z.number(),
});
export type LabelSkuOption = z.infer<typeof ZLabelSkuOption>;
export const ZLabelSkuOptions = z.object({ results: z.array(ZLabelSkuOption) });
export type LabelSkuOptions = z.infer<typeof ZLabelSkuOptions>;
