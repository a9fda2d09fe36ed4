import { z } from 'zod';
import { wireNumber } from '../../core/validation/wire-number';
import { isLoginRole, type Principal } from '../../access/roles';
import { ZOrderRandomId } from '../../orders/order-requests';

/**
 * The channel whose pending orders a partner-store agent confirms (/search-hc-order): the
 * home-centre channel (8) for Homecentre Agents, the store-agent channel (13) for Superk Agents.
 */
export function partnerStoreChannel(p: Pick<Principal, 'login_role'>): number | null {
  if (isLoginRole(p, 'Homecentre Agent')) return 8;
  if (isLoginRole(p, 'Superk Agent')) return 13;
  return null;
}

export const PARTNER_ORDER_MESSAGES = {
  receiptRequired: 'Advance Receipt Id is Required!',
  receiptPattern: 'Use 4 to 30 letters, digits, dashes or slashes',
  confirmed: 'Order Confirmed',
  nothingPending: 'The order has no pending cart',
} as const;
const M = PARTNER_ORDER_MESSAGES;

/** The longest advance receipt id a partner store issues. */
const ADVANCE_RECEIPT_MAX_LENGTH = 30;
const RECEIPT_PATTERN = new RegExp(`^[A-Za-z0-9/-]{4,${ADVANCE_RECEIPT_MAX_LENGTH}}$`);

/** POST /api/confirm-hc-order/: a pending partner-store order with the store's advance receipt. */
export const ZConfirmPartnerOrderRequest = z.object({
  order_random_id: ZOrderRandomId,
  advance_receipt_id: z
    .string({ error: M.receiptRequired })
    .trim()
    .min(1, M.receiptRequired)
    .max(ADVANCE_RECEIPT_MAX_LENGTH, M.receiptPattern)
    .regex(RECEIPT_PATTERN, M.receiptPattern),
});
export type TConfirmPartnerOrderRequest = z.infer<typeof ZConfirmPartnerOrderRequest>;

/** GET /api/search-hc-order/: an optional order id (the page's orderId query) and a page. */
export const ZPartnerOrdersQuery = z.object({
  orderId: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .optional()
    .transform((v) => (v ? v.replace(/^ORDER/, '') : undefined)),
  limit: wireNumber(
    z
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int('limit must be a whole number from 1 to 100')
      .min(1, 'limit must be a whole number from 1 to 100')
      .max(100, 'limit must be a whole number from 1 to 100')
      .default(50),
  ),
  offset: wireNumber(
    z
      .number({ error: 'offset must be a whole number of at least 0' })
      .int('offset must be a whole number of at least 0')
      .min(0, 'offset must be a whole number of at least 0')
      .max(2_147_483_647, 'offset must be a whole number of at least 0')
      .default(0),
  ),
});
export type TPartnerOrdersQuery = z.output<typeof ZPartnerOrdersQuery>;
