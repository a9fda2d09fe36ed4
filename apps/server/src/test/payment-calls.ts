import { STATUS } from '@backoffice/domain/orders';
import { seedOrder, type OrderOverrides } from '@backoffice/db/seed';
import { orderPayments, type CartRow, type OrderRow } from '@backoffice/db/schema';
import { cartAmountDue } from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import { asSubmission } from './submission-key';
import { bearer, type TestApp } from './test-app';

// Helpers of the payments HTTP tests of every area (sales, orders); not a test file itself.

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Calls as a demo account; each POST and PUT is one submission with a fresh Idempotency-Key,
 * unless the headers given name the key (a retry).
 */
export function paymentCalls(t: TestApp) {
  const send = async (
    method: Method,
    url: string,
    loginId: number,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...bearer(await t.tokenFor(loginId)),
        ...(method === 'GET' ? headers : asSubmission(headers)),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, loginId: number) => send('GET', url, loginId),
    post: (url: string, loginId: number, payload: unknown, headers?: Record<string, string>) =>
      send('POST', url, loginId, payload, headers),
    put: (url: string, loginId: number, payload: unknown, headers?: Record<string, string>) =>
      send('PUT', url, loginId, payload, headers),
  };
}

/** A cash-on-delivery order of the own channel with carts in the given statuses. */
export const codOrder = (
  t: TestApp,
  carts: OrderOverrides['carts'] = [{ status: STATUS.NEW_ORDER }],
) => seedOrder(t.db, { affiliate_id: 0, payment_type: 'COD', carts });

/** What a cart owes, in paise, as the payment rules read it. */
export const dueOf = (order: OrderRow, cart: CartRow) =>
  cartAmountDue(
    {
      item_price: cart.price_paise,
      item_mrp: cart.mrp_paise,
      item_quantity: cart.item_quantity,
      discount: cart.discount_paise,
      docket_quantity: cart.docket_quantity,
      delivery_charges: cart.delivery_charges_paise,
    },
    order.coupon_code !== null,
  );

/** Settles a sandbox link as the customer on its page would. */
export const settle = (t: TestApp, transactionId: string, outcome: 'paid' | 'failed' | 'expired') =>
  t.app.inject({
    method: 'POST',
    url: `/api/sandbox-payments/links/${transactionId}/`,
    payload: { outcome },
  });

/** The payments of an order, oldest first. */
export const paymentsOf = (t: TestApp, orderId: number) =>
  t.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.order_id, orderId))
    .orderBy(orderPayments.id);
