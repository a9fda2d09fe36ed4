import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../orders/address';
import { DEFAULT_SHEET_LIMITS } from '../limits';
import { UPLOAD_MESSAGES } from '../messages';
import { numberRows, validateRows } from '../row-results';
import {
  AFFILIATE_ORDER_MESSAGES as M,
  AFFILIATE_ORDER_SHEET,
  sheetDay,
  ZAffiliateOrderSheetRow,
} from './affiliate-orders';

const ROW = AFFILIATE_ORDER_SHEET.sampleRows[0] ?? {};
const required = UPLOAD_MESSAGES.required;

describe('the marketplace order sheet row', () => {
  it('reads a row: channel, order, customer, item and the unit price in paise', () => {
    expect(ZAffiliateOrderSheetRow.parse({ ...ROW, unit_price: '3499.5' })).toEqual({
      affiliate_id: 1,
      affiliate_order_id: '408-1234567-1234567',
      order_date: '2025-03-05',
      customer_name: 'Ananya Rao',
      mobile: '9876543210',
      email: 'ananya.rao@example.com',
      address: '12, 4th Cross, Indiranagar',
      landmark: 'Near the metro station',
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      sku: 'MAT-ORTHO-72x36x6',
      quantity: 1,
      unit_price: 349950,
    });
  });

  it('leaves the optional columns out as null', () => {
    const { email: _e, landmark: _l, city: _c, state: _s, ...rest } = ROW;
    expect(ZAffiliateOrderSheetRow.parse({ ...rest, email: ' ' })).toMatchObject({
      email: null,
      landmark: null,
      city: null,
      state: null,
    });
  });

  it.each([
    ['affiliate_id', '', required('Affiliate ID')],
    ['affiliate_id', '0', M.affiliateId],
    ['affiliate_id', '99', M.affiliateId],
    ['affiliate_id', '12', M.affiliateId],
    ['affiliate_id', 'Amazon', M.affiliateId],
    ['affiliate_order_id', '', required('Affiliate Order ID')],
    ['affiliate_order_id', 'x'.repeat(65), 'Affiliate Order ID should not exceed 64'],
    ['affiliate_order_id', 'AB 12', M.affiliateOrderId],
    ['order_date', '', required('Order Date')],
    ['order_date', '31/02/2025', M.orderDate],
    ['order_date', 'March 5', M.orderDate],
    ['customer_name', undefined, required('Customer Name')],
    ['customer_name', 'Al', ADDRESS_MESSAGES.minimumThree],
    ['customer_name', 'Ananya R.', M.customerName],
    ['mobile', '', ADDRESS_MESSAGES.mobileRequired],
    ['mobile', '98765', ADDRESS_MESSAGES.mobileInvalid],
    ['email', 'ananya@', ADDRESS_MESSAGES.emailInvalid],
    ['address', '', ADDRESS_MESSAGES.addressRequired],
    ['address', 'MG', ADDRESS_MESSAGES.addressInvalid],
    ['address', 'x'.repeat(501), ADDRESS_MESSAGES.addressTooLong],
    ['landmark', 'x'.repeat(101), ADDRESS_MESSAGES.landmarkTooLong],
    ['pincode', '', ADDRESS_MESSAGES.pincodeRequired],
    ['pincode', '056003', ADDRESS_MESSAGES.pincodeInvalid],
    ['city', 'x'.repeat(101), 'City should not exceed 100'],
    ['state', 'x'.repeat(101), 'State should not exceed 100'],
    ['sku', '', required('SKU')],
    ['quantity', '', required('Quantity')],
    ['quantity', '0', UPLOAD_MESSAGES.wholeNumberBetween('Quantity', 1, 100)],
    ['quantity', '1.5', UPLOAD_MESSAGES.wholeNumberBetween('Quantity', 1, 100)],
    ['quantity', '101', UPLOAD_MESSAGES.wholeNumberBetween('Quantity', 1, 100)],
    ['unit_price', '', required('Unit Price')],
    ['unit_price', '0', M.unitPrice],
    ['unit_price', '12.345', M.unitPrice],
    ['unit_price', '-5', M.unitPrice],
    ['unit_price', '1000000.01', M.unitPrice],
  ])('refuses %s %j: %s', (key, value, message) => {
    const outcome = ZAffiliateOrderSheetRow.safeParse({ ...ROW, [key]: value });
    expect(outcome.success).toBe(false);
    expect(outcome.error?.issues).toEqual([expect.objectContaining({ path: [key], message })]);
  });
});

describe('the order date of a sheet', () => {
  it.each([
    ['05/03/2025', '2025-03-05'],
    ['5-3-2025', '2025-03-05'],
    ['2025-03-05', '2025-03-05'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', null],
    ['2025-13-01', null],
    ['05.03.2025', null],
  ])('%s reads as %s', (typed, day) => {
    expect(sheetDay(typed)).toBe(day);
  });
});

describe('the marketplace order sheet', () => {
  it('applies the valid rows, takes the default row limit, and its sample is valid', () => {
    expect(AFFILIATE_ORDER_SHEET.applyMode).toBe('valid-rows-only');
    expect(AFFILIATE_ORDER_SHEET.limits).toEqual(DEFAULT_SHEET_LIMITS);
    const { errorCount } = validateRows(
      AFFILIATE_ORDER_SHEET,
      numberRows(AFFILIATE_ORDER_SHEET.sampleRows),
    );
    expect(errorCount).toBe(0);
  });
});
