import { z } from 'zod';
import { ZBillingDetails } from './billing';
import { ZInvoiceDocument } from './documents';
import { ZOrderHistoryEntry } from './history';
import { ZOrderCart } from './order-page';
import { ZRequestedDateLogRow } from './requested-dates';

/** A docket a cart ships under. */
export const ZCartDocket = z.object({
  docket_number: z.string(),
  courier_name: z.string(),
  created_at: z.string(),
});

/** GET /api/cart-complete-details/:cart_pid/: one cart with all the order page shows of it. */
export const ZCartCompleteDetails = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  cart: ZOrderCart,
  billing: ZBillingDetails,
  dockets: z.array(ZCartDocket),
  invoices: z.array(ZInvoiceDocument),
  /** The cart's modification history (audit records), newest first. */
  status_history: z.array(ZOrderHistoryEntry),
  requests: z.object({
    is_urgent: z.boolean(),
    requested_dates: z.array(ZRequestedDateLogRow),
  }),
});
export type CartCompleteDetails = z.infer<typeof ZCartCompleteDetails>;
