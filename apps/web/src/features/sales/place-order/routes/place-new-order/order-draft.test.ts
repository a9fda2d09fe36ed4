import type { PromiseEngineResponse } from '@backoffice/domain/sales/place-order';
import { describe, expect, it } from 'vitest';
import { billRequest, placeOrderRequest, withLine, type DraftLine } from './order-draft';
import { EMPTY_ADDRESSES } from './address-values';

const mattress: DraftLine = {
  item_sku: 'MAT-ORTHO-72x36x6',
  item_full_name: 'Ortho Mattress',
  item_dimensions: '72 x 36 x 6 in',
  item_quantity: 1,
  item_price: 11999,
  item_mrp: 17999,
};
const protector: DraftLine = {
  ...mattress,
  item_sku: 'ACC-PROT-72x36',
  item_quantity: 2,
  item_price: 1199,
  item_mrp: 1999,
};

const promise = (lines: DraftLine[], oda = false): PromiseEngineResponse => ({
  pincode: '560025',
  city: 'Bengaluru',
  state: 'Karnataka',
  delivery_possible: true,
  cod_serviceable: !oda,
  is_oda_location: oda,
  available_modes: oda ? ['ONLINE'] : ['COD', 'ONLINE'],
  message: null,
  cart_details: lines.map((l) => ({
    cart_pid: null,
    item_sku: l.item_sku,
    item_full_name: l.item_full_name,
    item_dimensions: l.item_dimensions,
    item_quantity: l.item_quantity,
    cod_edd: null,
    online_edd: '2026-03-08',
    delivery_charges: oda ? 500 * l.item_quantity : 0,
    docket_quantity: l.item_quantity,
    cod_oda_charges: 0,
    online_oda_charges: 0,
    delivery_charges_status: 'PAID',
    cod_delivery_possible: !oda,
    online_delivery_possible: true,
  })),
  total_delivery_charges: 0,
  total_payable: 0,
});

describe('the order draft', () => {
  it('keeps one line per item: the same item again replaces its line', () => {
    const lines = withLine(withLine([], mattress), protector);
    expect(withLine(lines, { ...mattress, item_quantity: 3 }).map((l) => l.item_quantity)).toEqual([
      3, 2,
    ]);
  });

  it('prices the lines with the promise’s charges and the applied coupon', () => {
    const lines = [mattress, protector];
    expect(billRequest(lines, promise(lines, true), 'FESTIVE10', 'ONLINE')).toEqual({
      coupon_code: 'FESTIVE10',
      affiliate_id: 0,
      pincode: '560025',
      payment_type: 'ONLINE',
      carts: [
        {
          item_sku: mattress.item_sku,
          item_quantity: 1,
          item_price: 11999,
          item_mrp: 17999,
          delivery_charges: 500,
          docket_quantity: 1,
        },
        {
          item_sku: protector.item_sku,
          item_quantity: 2,
          item_price: 1199,
          item_mrp: 1999,
          delivery_charges: 1000,
          docket_quantity: 2,
        },
      ],
    });
  });

  it.each([
    ['no lines', [], promise([mattress])],
    ['no promise yet', [mattress], undefined],
    ['a promise of other lines', [mattress, protector], promise([mattress])],
    ['an unserviceable pincode', [mattress], { ...promise([mattress]), delivery_possible: false }],
  ])('has no bill with %s', (_what, lines, answer) => {
    expect(billRequest(lines, answer, null, null)).toBeNull();
  });

  it('sends the gift card with an online payment only, and no billing address when the same', () => {
    const draft = {
      customerId: 12,
      lines: [mattress],
      couponCode: null,
      giftCard: { card_number: '4000123456789010', pin: '123456', balance: 5000 },
      totalPayable: 11999,
      comments: '  ',
      sourceOrderRandomId: null,
    };
    const addresses = {
      shipping_address: { ...EMPTY_ADDRESSES.shipping_address, firstname: 'Asha' },
      is_billing_address_same: true,
      billing_address: null,
    } as unknown as Parameters<typeof placeOrderRequest>[0];
    const online = placeOrderRequest(
      addresses,
      { payment_type: 'ONLINE', payment_via: 'Juspay', payment_tracking_id: null },
      draft,
    );
    expect(online).toMatchObject({
      customer_id: 12,
      gift_card: { card_number: '4000123456789010', pin: '123456' },
      billing_address: null,
      comments: null,
      lines: [{ item_sku: mattress.item_sku, item_quantity: 1 }],
    });
    const cod = placeOrderRequest(
      addresses,
      { payment_type: 'COD', payment_via: null, payment_tracking_id: null },
      draft,
    );
    expect(cod.gift_card).toBeNull();
  });
});
