import { z } from 'zod';
import { ZRupeesToPaise } from '../core/validation/amount';
import { ZItemSku } from '../sales/catalogue/schemas';
import { ZDistributorCode } from './distributor-form';

/** The add-product popup's quantity of a distribution line (001 section 9): 1 to 100. */
export const DISTRIBUTION_LINE_QUANTITY = { min: 1, max: 100 } as const;
/** The most lines one distributor order carries. */
export const MAX_DISTRIBUTION_LINES = 20;
/** The longest comment kept with a distributor order. */
export const DISTRIBUTION_COMMENT_MAX = 1000;

/** How a distributor order is paid: from the dealer's credit, or cash on delivery where toggled. */
export const DISTRIBUTION_PAYMENT_MODES = ['CREDIT', 'COD'] as const;
export type DistributionPaymentMode = (typeof DISTRIBUTION_PAYMENT_MODES)[number];

export const DISTRIBUTION_ORDER_MESSAGES = {
  distributorRequired: 'Select a Distributor!',
  linesRequired: 'Add at least one product',
  tooManyLines: `At most ${MAX_DISTRIBUTION_LINES} products in one order`,
  lineRepeated: 'This product is already in the order',
  quantityMin: `Minimum quantity is ${DISTRIBUTION_LINE_QUANTITY.min}`,
  quantityMax: `Maximum quantity is ${DISTRIBUTION_LINE_QUANTITY.max}`,
  paymentModeRequired: 'Select a payment mode',
  commentTooLong: `At most ${DISTRIBUTION_COMMENT_MAX} characters`,
  placed: 'Distributor Order Placed Successfully!',
} as const;
const M = DISTRIBUTION_ORDER_MESSAGES;

/** A line: the SKU and how many; the price is the server's (distributor price or catalogue). */
export const ZDistributionOrderLine = z.object({
  item_sku: ZItemSku,
  item_quantity: z
    .number({ error: M.quantityMin })
    .int(M.quantityMin)
    .min(DISTRIBUTION_LINE_QUANTITY.min, M.quantityMin)
    .max(DISTRIBUTION_LINE_QUANTITY.max, M.quantityMax),
});
export type TDistributionOrderLine = z.infer<typeof ZDistributionOrderLine>;

/**
 * POST /api/place-distrbution-order/: an order for an active distributor on channel 5. Shipping
 * and billing are the distributor's; `total_payable` is what the screen showed and must agree
 * with the server's total. Send an Idempotency-Key.
 */
export const ZDistributionOrderRequest = z.object({
  distributor_code: ZDistributorCode.or(z.undefined()).refine((v) => v !== undefined, {
    message: M.distributorRequired,
  }),
  lines: z
    .array(ZDistributionOrderLine, { error: M.linesRequired })
    .min(1, M.linesRequired)
    .max(MAX_DISTRIBUTION_LINES, M.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        if (seen.has(line.item_sku)) {
          ctx.addIssue({ code: 'custom', path: [i, 'item_sku'], message: M.lineRepeated });
        }
        seen.add(line.item_sku);
      });
    }),
  payment_mode: z.enum(DISTRIBUTION_PAYMENT_MODES, { error: M.paymentModeRequired }),
  total_payable: ZRupeesToPaise,
  comments: z
    .string()
    .trim()
    .max(DISTRIBUTION_COMMENT_MAX, M.commentTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type TDistributionOrderRequestInput = z.input<typeof ZDistributionOrderRequest>;
export type TDistributionOrderRequest = z.output<typeof ZDistributionOrderRequest>;
