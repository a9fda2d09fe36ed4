import { z } from 'zod';
import { BILL_STATES } from '../billing';
import { ZStatusId } from '../order-requests';
import { ZPaymentType } from './order-page';

/** A line of a bill: one cart with its amounts (rupees). */
export const ZBillItem = z.object({
  cart_pid: z.number().int(),
  item_sku: z.string(),
  item_name: z.string(),
  item_quantity: z.number().int(),
  item_price: z.number(),
  item_mrp: z.number(),
  discount: z.number(),
  delivery_charges: z.number(),
  orm_order_status: ZStatusId,
  status_label: z.string(),
});

/** A payment link still open, asking the customer for `amount` (a cart's bill: its share). */
export const ZBillPendingLink = z.object({
  transaction_id: z.string(),
  amount: z.number(),
  expires_at: z.string(),
});

/** GET /api/billing-details/: the bill of an order or a cart (domain billOf), in rupees. */
export const ZBillingDetails = z.object({
  order_random_id: z.string(),
  /** The cart billed alone; null for the whole order. */
  cart_pid: z.number().int().nullable(),
  payment_type: ZPaymentType,
  items: z.array(ZBillItem),
  items_total: z.number(),
  discount: z.number(),
  delivery_charges: z.number(),
  oda_charges: z.number(),
  payable: z.number(),
  paid_by_mode: z.array(z.object({ mode: z.string(), amount: z.number() })),
  paid: z.number(),
  pending_links: z.array(ZBillPendingLink),
  pending_links_total: z.number(),
  due: z.number(),
  refunded: z.number(),
  /** Paid, partly paid, unpaid, refunded or nothing due (domain billOf). */
  payment_state: z.enum(BILL_STATES),
});
export type BillingDetails = z.infer<typeof ZBillingDetails>;
