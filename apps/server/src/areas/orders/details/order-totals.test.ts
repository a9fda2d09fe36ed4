import { seedOrder } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

describe("an order's totals with a cancelled cart", () => {
  it('are one figure on the order page, the bill and the payments popup', async () => {
    const { order, carts } = await seedOrder(t.db, {
      affiliate_id: 0,
      carts: [
        { status: 2, assigned_login_id: 2 },
        { status: 4, assigned_login_id: 2 },
        { status: 1, assigned_login_id: 2 },
      ],
    });
    const live = carts.filter((cart) => cart.orm_order_status !== 4);
    const price = (c: (typeof carts)[number]) =>
      (order.coupon_code ? c.mrp_paise : c.price_paise) * c.item_quantity;
    const total = live.reduce((sum, c) => sum + price(c), 0);
    const discount = live.reduce((sum, c) => sum + c.discount_paise, 0);

    const page = (await call.get(`/api/backend-orders/${order.order_random_id}/`, 2)).json();
    const bill = (
      await call.get(`/api/billing-details/?order_id=${order.order_random_id}`, 2)
    ).json();
    const popup = (await call.get(`/api/order-payments/${order.order_random_id}/`, 2)).json();

    expect(page.totals).toEqual({
      total: total / 100,
      discount: discount / 100,
      net: (total - discount) / 100,
    });
    expect(bill).toMatchObject({ items_total: page.totals.total, discount: page.totals.discount });
    expect(popup.amount_due).toBe(bill.due);
  });
});
