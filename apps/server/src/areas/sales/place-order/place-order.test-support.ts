import { catalogueSkus, orders } from '@backoffice/db/schema';
import type {
  PromiseEngineResponse,
  TPlaceOrderRequestInput,
} from '@backoffice/domain/sales/place-order';
import type { CouponCartDetailsResponse } from '@backoffice/domain/sales/coupons';
import { eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { TestApp } from '../../../test/test-app';
import { paymentCalls } from '../../../test/payment-calls';

// Helpers of the place-order and cart-edit HTTP tests (not a test file itself).

export const SALES = 12;
export const CET_AGENT = 4;
export const FINANCE = 7;

export const MATTRESS = 'MAT-ORTHO-72x36x6';
export const WIDER_MATTRESS = 'MAT-ORTHO-72x48x6';
export const PROTECTOR = 'ACC-PROT-72x36';

/** Bengaluru: served. Guwahati: out of the delivery area. Port Blair: not served. */
export const PINCODES = { served: '560025', oda: '781001', notServed: '744101' } as const;

export const address = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Meera',
  lastname: 'Iyer',
  email_address: 'meera.iyer@example.in',
  mobile_number: '9812345670',
  address: '14 Residency Road, Shanthala Nagar',
  landmark: 'Opposite the park',
  pincode: PINCODES.served,
  ...overrides,
});

/** Unit price and MRP of an item, rupees. */
export async function priceOf(t: TestApp, sku: string) {
  const [row] = await t.db.select().from(catalogueSkus).where(eq(catalogueSkus.sku, sku));
  if (!row) throw new Error(`no item ${sku}`);
  return { price: toWireRupees(row.price_paise), mrp: toWireRupees(row.mrp_paise) };
}

type Line = { item_sku: string; item_quantity: number };

/**
 * What the place-order screen shows as the total: the promise engine's charges of the lines at
 * the pincode, priced with the coupon by get-coupon-with-cart-details (as the web app does).
 */
export async function screenTotal(
  t: TestApp,
  o: { lines: Line[]; pincode: string; coupon_code?: string; payment_type: 'COD' | 'ONLINE' },
): Promise<number> {
  const call = paymentCalls(t);
  const promise = (
    await call.post('/api/promise-engine/', SALES, { pincode: o.pincode, carts: o.lines })
  ).json<PromiseEngineResponse>();
  const carts = await Promise.all(
    o.lines.map(async (line, i) => {
      const { price, mrp } = await priceOf(t, line.item_sku);
      const detail = promise.cart_details[i];
      return {
        ...line,
        item_price: price,
        item_mrp: mrp,
        delivery_charges: detail?.delivery_charges ?? 0,
        docket_quantity: detail?.docket_quantity ?? 0,
      };
    }),
  );
  const bill = await call.post('/api/get-coupon-with-cart-details/', SALES, {
    coupon_code: o.coupon_code ?? '',
    affiliate_id: 0,
    pincode: o.pincode,
    payment_type: o.payment_type,
    carts,
  });
  if (bill.statusCode !== 200) throw new Error(`bill: ${bill.body}`);
  return bill.json<CouponCartDetailsResponse>().totals.final_amount;
}

/** A place-order body with the screen's total worked out. */
export async function orderBody(
  t: TestApp,
  overrides: Partial<TPlaceOrderRequestInput> = {},
): Promise<TPlaceOrderRequestInput & { total_payable: number }> {
  const body = {
    shipping_address: address(),
    is_billing_address_same: true,
    lines: [
      { item_sku: MATTRESS, item_quantity: 1 },
      { item_sku: PROTECTOR, item_quantity: 2 },
    ],
    coupon_code: null,
    payment: { payment_type: 'ONLINE' as const, payment_via: 'Juspay' },
    total_payable: 0,
    ...overrides,
  } satisfies TPlaceOrderRequestInput;
  const total = await screenTotal(t, {
    lines: body.lines,
    pincode: body.shipping_address.pincode,
    coupon_code: body.coupon_code ?? '',
    payment_type: body.payment.payment_type,
  });
  return { ...body, total_payable: Number(overrides.total_payable ?? total) };
}

/** The order row of a random id. */
export async function orderRow(t: TestApp, orderRandomId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.order_random_id, orderRandomId));
  if (!row) throw new Error(`no order ${orderRandomId}`);
  return row;
}
