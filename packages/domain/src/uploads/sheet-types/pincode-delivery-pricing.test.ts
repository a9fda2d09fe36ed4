import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../orders/address';
import { UPLOAD_MESSAGES as M } from '../messages';
import { DELIVERY_PRICING_SHEET, ZDeliveryPricingSheetRow } from './pincode-delivery-pricing';

const ROW = { pincode: '302001', delivery_charge: '499', free_delivery_above: '20000' };
const CHARGE = M.rupeesUpTo('Delivery Charge', 10_000);
const FREE = M.rupeesUpTo('Free Delivery Above', 1_000_000);

describe('the pincode delivery pricing sheet row', () => {
  it.each([
    [ROW, { pincode: '302001', delivery_charge: 49_900, free_delivery_above: 2_000_000 }],
    [
      { pincode: '682001', delivery_charge: '299.5', free_delivery_above: '' },
      { pincode: '682001', delivery_charge: 29_950, free_delivery_above: null },
    ],
    [
      { pincode: '682001', delivery_charge: '0', free_delivery_above: undefined },
      { pincode: '682001', delivery_charge: 0, free_delivery_above: null },
    ],
    [
      { pincode: '682001', delivery_charge: '10000.00', free_delivery_above: '0.29' },
      { pincode: '682001', delivery_charge: 1_000_000, free_delivery_above: 29 },
    ],
  ])('reads rupees as paise (%j)', (cells, row) => {
    expect(ZDeliveryPricingSheetRow.parse(cells)).toEqual(row);
  });

  it.each([
    ['pincode', '', ADDRESS_MESSAGES.pincodeRequired],
    ['pincode', '012345', ADDRESS_MESSAGES.pincodeInvalid],
    ['delivery_charge', '', M.required('Delivery Charge')],
    ['delivery_charge', undefined, M.required('Delivery Charge')],
    ['delivery_charge', '49.999', CHARGE],
    ['delivery_charge', '-5', CHARGE],
    ['delivery_charge', '1e3', CHARGE],
    ['delivery_charge', '₹499', CHARGE],
    ['delivery_charge', '10000.01', CHARGE],
    ['free_delivery_above', 'free', FREE],
    ['free_delivery_above', '1000000.01', FREE],
    ['free_delivery_above', '20,000', FREE],
  ])('refuses %s %j with %j', (key, value, message) => {
    const result = ZDeliveryPricingSheetRow.safeParse({ ...ROW, [key]: value });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [key, message],
    ]);
  });

  it('applies all or nothing, and its sample rows are valid', () => {
    expect(DELIVERY_PRICING_SHEET.applyMode).toBe('all-or-nothing');
    for (const row of DELIVERY_PRICING_SHEET.sampleRows) {
      expect(ZDeliveryPricingSheetRow.safeParse(row).success).toBe(true);
    }
  });
});
