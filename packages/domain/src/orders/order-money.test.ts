import { describe, expect, it } from 'vitest';
import { orderMoney, type OrderMoneyLine } from './order-money';

const line = (over: Partial<OrderMoneyLine> = {}): OrderMoneyLine => ({
  item_price: 400_000,
  item_mrp: 500_000,
  item_quantity: 1,
  discount: 20_000,
  docket_quantity: 1,
  delivery_charges: 15_000,
  oda_charges: 5_000,
  cancelled: false,
  ...over,
});

describe("an order's money figures", () => {
  it('leave cancelled carts out of every figure', () => {
    expect(orderMoney([line(), line({ cancelled: true, item_price: 900_000 })], false)).toEqual({
      items_total: 400_000,
      discount: 20_000,
      net: 380_000,
      delivery_charges: 10_000,
      oda_charges: 5_000,
      payable: 395_000,
    });
  });

  it('total the lines at MRP when a coupon is applied', () => {
    expect(orderMoney([line({ item_quantity: 2 })], true)).toMatchObject({
      items_total: 1_000_000,
      net: 980_000,
    });
  });

  it('are all zero when every cart is cancelled', () => {
    expect(orderMoney([line({ cancelled: true })], false).payable).toBe(0);
  });
});
