import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADDRESS_MESSAGES } from '../orders/address';
import { CATALOGUE_MESSAGES, PROPERTY_KEY_MAX_LENGTH } from './catalogue/constants';
import { ZSkuBreakdownParams, ZStockValidationRequest } from './catalogue/schemas';
import { GIFT_CARD_MESSAGES, ZGiftCardCheckRequest } from './coupons/gift-card';
import { ZCouponCartRequest } from './coupons/schemas';
import { PARTNER_ORDER_MESSAGES, ZConfirmPartnerOrderRequest } from './payments/partner-orders';
import { FUTURE_DELIVERY_MESSAGES, ZUpdateDeliveryDateRequest } from './payments/future-delivery';
import {
  ZCustomerSearchQuery,
  ZPlaceOrderRequest,
  ZPromiseEngineRequest,
} from './place-order/place-order-schemas';

// Every text a sales call accepts has a maximum; an over-long one is refused with the field's
// own message, before any rule reads it.

const long = (n: number) => '1'.repeat(n);
const productData = { sku_code: 'BED', model_id: 3, length: 78, breadth: 72, height: null };

const cases: [string, z.ZodType, unknown, string, string][] = [
  [
    'a property choice',
    ZStockValidationRequest,
    { product_data: { ...productData, properties: { finish: 't'.repeat(65) } } },
    'product_data.properties.finish',
    CATALOGUE_MESSAGES.choiceNotOffered,
  ],
  [
    'a pincode of the stock check',
    ZStockValidationRequest,
    { product_data: { ...productData, properties: {} }, pincode: long(7) },
    'pincode',
    ADDRESS_MESSAGES.pincodeInvalid,
  ],
  [
    'a size text',
    ZSkuBreakdownParams,
    { sku: 'MAT-ORTHO-72x36x6', dimensions: `72 x 36 x 6${' '.repeat(30)}in` },
    'dimensions',
    CATALOGUE_MESSAGES.dimensionsInvalid,
  ],
  [
    'a pincode of the bill',
    ZCouponCartRequest,
    { coupon_code: '', affiliate_id: 0, pincode: long(7), carts: [] },
    'pincode',
    ADDRESS_MESSAGES.pincodeInvalid,
  ],
  [
    'a gift card number',
    ZGiftCardCheckRequest,
    { card_number: long(33), pin: '123456' },
    'card_number',
    GIFT_CARD_MESSAGES.numberLength,
  ],
  [
    'a gift card PIN',
    ZGiftCardCheckRequest,
    { card_number: long(16), pin: long(7) },
    'pin',
    GIFT_CARD_MESSAGES.pinLength,
  ],
  [
    'a delivery pincode',
    ZPromiseEngineRequest,
    { pincode: long(7) },
    'pincode',
    ADDRESS_MESSAGES.pincodeInvalid,
  ],
  [
    'a mobile number to search',
    ZCustomerSearchQuery,
    { mobile_number: long(11) },
    'mobile_number',
    ADDRESS_MESSAGES.mobileInvalid,
  ],
  [
    'a requested delivery date',
    ZUpdateDeliveryDateRequest,
    { cart_pid: 1, version: 1, cx_request_date: '2026-12-01T00:00' },
    'cx_request_date',
    FUTURE_DELIVERY_MESSAGES.dateRequired,
  ],
  [
    'an advance receipt id',
    ZConfirmPartnerOrderRequest,
    { order_random_id: 'K7Q2M9XA', advance_receipt_id: 'R'.repeat(31) },
    'advance_receipt_id',
    PARTNER_ORDER_MESSAGES.receiptPattern,
  ],
];

describe('the maxima of the sales requests', () => {
  it.each(cases)('refuse %s that is too long', (_name, schema, input, path, message) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    const issue = issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });

  it('refuse a property key longer than the catalogue has', () => {
    const key = 'k'.repeat(PROPERTY_KEY_MAX_LENGTH + 1);
    const input = { product_data: { ...productData, properties: { [key]: 'teak' } } };
    const issues = ZStockValidationRequest.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      [`product_data.properties.${key}`, 'invalid_key'],
    ]);
  });
});

const address = {
  firstname: 'Asha',
  email_address: 'asha@example.in',
  mobile_number: '9845012345',
  address: '12 MG Road, Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
};
const orderWith = (shipping: Record<string, string>) => ({
  shipping_address: { ...address, ...shipping },
  is_billing_address_same: true,
  lines: [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 1 }],
  payment: { payment_type: 'COD' },
  total_payable: '100',
});

describe('the maxima of the addresses an order is placed with', () => {
  it.each([
    ['firstname', 'A'.repeat(51), ADDRESS_MESSAGES.firstnameTooLong],
    ['lastname', 'R'.repeat(51), ADDRESS_MESSAGES.lastnameTooLong],
    ['alias', 'H'.repeat(21), ADDRESS_MESSAGES.aliasTooLong],
    ['email_address', `${'a'.repeat(250)}@x.in`, ADDRESS_MESSAGES.emailTooLong],
    ['address', 'a'.repeat(501), ADDRESS_MESSAGES.addressTooLong],
    ['landmark', 'l'.repeat(101), ADDRESS_MESSAGES.landmarkTooLong],
    ['gst_organization', 'G'.repeat(201), ADDRESS_MESSAGES.gstOrganizationTooLong],
  ])('refuse a %s that is too long', (field, value, message) => {
    const input = orderWith({ [field]: value, gst_number: '29ABCDE1234F1Z5' });
    const issues = ZPlaceOrderRequest.safeParse(input).error?.issues ?? [];
    const issue = issues.find((i) => i.path.join('.') === `shipping_address.${field}`);
    expect(issue?.message).toBe(message);
  });

  it('take the longest of each', () => {
    const input = orderWith({
      firstname: 'A'.repeat(50),
      alias: 'H'.repeat(20),
      landmark: 'l'.repeat(100),
      gst_number: '29ABCDE1234F1Z5',
      gst_organization: 'G'.repeat(200),
    });
    expect(ZPlaceOrderRequest.safeParse(input).success).toBe(true);
  });
});
