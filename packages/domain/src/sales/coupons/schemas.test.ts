import { describe, expect, it } from 'vitest';
import { ZCouponCartRequest } from './schemas';

const LINE = { item_sku: 'BED-Q', item_quantity: 1, item_price: 12_000, item_mrp: 15_000 };
const REQUEST = { coupon_code: ' festive10 ', affiliate_id: 0, carts: [LINE] };

describe('the apply-coupon request', () => {
  it('upper-cases the code and reads rupees as paise', () => {
    expect(ZCouponCartRequest.parse({ ...REQUEST, pincode: '560001' })).toEqual({
      coupon_code: 'FESTIVE10',
      affiliate_id: 0,
      pincode: '560001',
      payment_type: null,
      carts: [
        {
          item_sku: 'BED-Q',
          item_quantity: 1,
          item_price: 1_200_000,
          item_mrp: 1_500_000,
          delivery_charges: 0,
          docket_quantity: 0,
        },
      ],
    });
  });

  it('keeps an empty code (a removal)', () => {
    expect(ZCouponCartRequest.parse({ ...REQUEST, coupon_code: '  ' }).coupon_code).toBe('');
  });

  it.each([
    [{ coupon_code: undefined }, ['coupon_code'], 'Invalid Coupon Code!'],
    [{ coupon_code: 'X'.repeat(33) }, ['coupon_code'], 'Invalid Coupon Code!'],
    [{ affiliate_id: 12 }, ['affiliate_id'], 'Unknown sales channel'],
    [{ pincode: '012345' }, ['pincode'], 'Invalid Pin Code!'],
    [{ carts: [] }, ['carts'], 'Add at least one product'],
    [
      { carts: [{ ...LINE, item_quantity: 0 }] },
      ['carts', 0, 'item_quantity'],
      'Minimum quantity is 1',
    ],
    [
      { carts: [{ ...LINE, item_quantity: 1.5 }] },
      ['carts', 0, 'item_quantity'],
      'Quantity must be a number',
    ],
    [
      { carts: [{ ...LINE, item_price: 10.005 }] },
      ['carts', 0, 'item_price'],
      'Enter an amount with at most 2 decimals',
    ],
    [
      { carts: [{ ...LINE, item_mrp: 11_999 }] },
      ['carts', 0, 'item_mrp'],
      'MRP cannot be below the price',
    ],
    [{ carts: [{ ...LINE, item_sku: ' ' }] }, ['carts', 0, 'item_sku'], 'Item SKU is Required!'],
    [
      { carts: [{ ...LINE, delivery_charges: 20_000_000 }] },
      ['carts', 0, 'delivery_charges'],
      'Amount is too large',
    ],
  ])('refuses %j', (change, path, message) => {
    const issue = ZCouponCartRequest.safeParse({ ...REQUEST, ...change }).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(message);
  });
});
