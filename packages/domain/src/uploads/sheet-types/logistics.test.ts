import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES as M } from '../messages';
import { cellTooLong } from './cells';
import { LOGISTICS_SHEET, LOGISTICS_SHEET_MESSAGES as L, ZLogisticsSheetRow } from './logistics';
import { OPERATIONS_SHEET_MESSAGES as O } from './operations-messages';

const ROW = {
  order_random_id: 'ab12cd34',
  cart_id: '101',
  logistic_partner: ' Delhivery ',
  docket_number: 'DL-99887766',
};

describe('the logistics sheet row', () => {
  it('reads the order id in capitals, the cart id as a number and the docket as typed', () => {
    expect(ZLogisticsSheetRow.parse(ROW)).toEqual({
      order_random_id: 'AB12CD34',
      cart_id: 101,
      logistic_partner: 'Delhivery',
      docket_number: 'DL-99887766',
    });
  });

  it.each([
    ['order_random_id', '', M.required('Order ID')],
    ['order_random_id', 'AB12CD3', O.orderId],
    ['order_random_id', 'AB12-CD3', O.orderId],
    ['cart_id', undefined, M.required('Cart ID')],
    ['cart_id', '0', O.cartId],
    ['cart_id', '12.5', O.cartId],
    ['cart_id', '-3', O.cartId],
    ['logistic_partner', ' ', M.required('Logistic Partner')],
    ['logistic_partner', 'x'.repeat(61), cellTooLong('Logistic Partner', 60)],
    ['docket_number', '', M.required('Docket Number')],
    ['docket_number', 'AB1', L.docketNumber],
    ['docket_number', 'DL 998877', L.docketNumber],
    ['docket_number', '9'.repeat(41), L.docketNumber],
  ])('refuses %s %j with %j', (key, value, message) => {
    const result = ZLogisticsSheetRow.safeParse({ ...ROW, [key]: value });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [key, message],
    ]);
  });

  it.each([
    [L.docketAssigned('123', 'Delhivery'), 'Docket 123 assigned with Delhivery by sheet upload'],
    [L.docketTaken(7), 'Docket Number is already assigned to cart 7'],
    [L.docketNumber, 'Docket Number must be 4 to 40 letters, digits or hyphens'],
  ])('words the applier’s texts: %j', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('applies the valid rows, and its sample rows are valid', () => {
    expect(LOGISTICS_SHEET.applyMode).toBe('valid-rows-only');
    for (const row of LOGISTICS_SHEET.sampleRows) {
      expect(ZLogisticsSheetRow.safeParse(row).success).toBe(true);
    }
  });
});
