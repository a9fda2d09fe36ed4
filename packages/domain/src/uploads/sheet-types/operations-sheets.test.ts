import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UPLOAD_MESSAGES as M } from '../messages';
import { numberRows, validateRows } from '../row-results';
import type { SheetType } from '../sheet-type';
import { AUTOMATION_MESSAGES as A } from './automation-messages';
import { COD_CHALLAN_SHEET, ZCodChallanSheetRow } from './cod-challan';
import { COD_REMITTANCE_SHEET, ZCodRemittanceSheetRow } from './cod-remittance';
import { OPERATIONS_SHEET_MESSAGES as O } from './operations-messages';
import { SHIPPING_LABEL_SHEET, ZShippingLabelSheetRow } from './shipping-labels';
import { STOCK_SHEET, ZStockSheetRow } from './stock';

/** The issues of a row with one cell changed, as [column key, message]. */
function issuesOf(schema: z.ZodType, row: Record<string, string>, key: string, value: unknown) {
  const result = schema.safeParse({ ...row, [key]: value });
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]);
}

const STOCK = {
  material: 'MAT-ORTHO-72x36x6',
  plant: 'bhw1',
  storage_location: 'fg01',
  quantity: '0',
};

describe('the stock sheet row', () => {
  it('keeps the material as typed, upper-cases the codes and reads 0 as a quantity', () => {
    expect(ZStockSheetRow.parse(STOCK)).toEqual({
      material: 'MAT-ORTHO-72x36x6',
      plant: 'BHW1',
      storage_location: 'FG01',
      quantity: 0,
    });
  });

  it.each([
    ['material', '', M.required('Material')],
    ['material', undefined, M.required('Material')],
    ['plant', ' ', M.required('Plant')],
    ['plant', 'B', O.locationCode('Plant')],
    ['plant', 'BHW-1', O.locationCode('Plant')],
    ['storage_location', '', M.required('Storage Location')],
    ['storage_location', 'FINISHED01', O.locationCode('Storage Location')],
    ['quantity', '', M.required('Quantity')],
    ['quantity', '-1', M.wholeNumberBetween('Quantity', 0, 1_000_000)],
    ['quantity', '2.5', M.wholeNumberBetween('Quantity', 0, 1_000_000)],
    ['quantity', '1e3', M.wholeNumberBetween('Quantity', 0, 1_000_000)],
    ['quantity', '1000001', M.wholeNumberBetween('Quantity', 0, 1_000_000)],
  ])('refuses %s %j with %j', (key, value, message) => {
    expect(issuesOf(ZStockSheetRow, STOCK, key, value)).toEqual([[key, message]]);
  });
});

const REMITTANCE = {
  docket_number: 'dlv123',
  amount_collected: '1,199.50',
  collected_on: '29/02/2028',
  reference: 'utr001',
};

describe('the COD remittance sheet row', () => {
  it('reads rupees to paise and the day to its ISO form', () => {
    expect(ZCodRemittanceSheetRow.parse(REMITTANCE)).toEqual({
      docket_number: 'DLV123',
      amount_collected: 119_950,
      collected_on: '2028-02-29',
      reference: 'UTR001',
    });
  });

  it.each([
    ['docket_number', '', M.required('Docket Number')],
    ['amount_collected', '', M.required('Amount Collected')],
    ['amount_collected', '12.345', A.rupees('Amount Collected')],
    ['amount_collected', '-5', A.rupees('Amount Collected')],
    ['amount_collected', '0', A.positive('Amount Collected')],
    ['collected_on', '', M.required('Collected On')],
    ['collected_on', '2026-11-20', A.date('Collected On')],
    ['collected_on', '31/11/2026', A.date('Collected On')],
    ['collected_on', '29/02/2027', A.date('Collected On')],
    ['reference', ' ', M.required('Remittance Reference')],
    ['reference', 'x'.repeat(501), M.tooLong('Remittance Reference')],
  ])('refuses %s %j with %j', (key, value, message) => {
    expect(issuesOf(ZCodRemittanceSheetRow, REMITTANCE, key, value)).toEqual([[key, message]]);
  });
});

const CHALLAN = {
  challan_number: 'ch-1',
  remittance_reference: 'utr001',
  deposit_date: '20/11/2026',
  bank: 'State Bank of India',
  amount: '500',
};

describe('the COD challan sheet row', () => {
  it('reads the challan', () => {
    expect(ZCodChallanSheetRow.parse(CHALLAN)).toEqual({
      challan_number: 'CH-1',
      remittance_reference: 'UTR001',
      deposit_date: '2026-11-20',
      bank: 'State Bank of India',
      amount: 50_000,
    });
  });

  it.each([
    ['challan_number', '', M.required('Challan Number')],
    ['remittance_reference', '', M.required('Remittance Reference')],
    ['deposit_date', '20/13/2026', A.date('Deposit Date')],
    ['deposit_date', undefined, M.required('Deposit Date')],
    ['bank', '', M.required('Bank')],
    ['amount', 'five hundred', A.rupees('Amount')],
    ['amount', '0.00', A.positive('Amount')],
  ])('refuses %s %j with %j', (key, value, message) => {
    expect(issuesOf(ZCodChallanSheetRow, CHALLAN, key, value)).toEqual([[key, message]]);
  });
});

const LABEL = {
  order_id: 'confirmd',
  cart_id: '100002',
  shipping_label: 'msl-bhw1-1',
  logistic_partner: 'Delhivery',
};

describe('the shipping label sheet row', () => {
  it('upper-cases the order and the label and reads the cart as a number', () => {
    expect(ZShippingLabelSheetRow.parse(LABEL)).toEqual({
      order_id: 'CONFIRMD',
      cart_id: 100_002,
      shipping_label: 'MSL-BHW1-1',
      logistic_partner: 'Delhivery',
    });
  });

  it.each([
    ['order_id', '', M.required('Order ID')],
    ['order_id', 'CONFIRM', O.orderId],
    ['order_id', 'CONFIRM#', O.orderId],
    ['cart_id', '', M.required('Cart ID')],
    ['cart_id', '0', O.cartId],
    ['cart_id', '12.5', O.cartId],
    ['shipping_label', 'MSL', O.shippingLabel],
    ['shipping_label', 'MSL 1234', O.shippingLabel],
    ['logistic_partner', '', M.required('Logistic Partner')],
  ])('refuses %s %j with %j', (key, value, message) => {
    expect(issuesOf(ZShippingLabelSheetRow, LABEL, key, value)).toEqual([[key, message]]);
  });
});

describe('the data refusals', () => {
  it.each([
    [O.materialNotFound('XYZ'), 'Material XYZ does not exist'],
    [O.plantNotFound('ZZZ1'), 'Plant ZZZ1 does not exist'],
    [
      O.storageLocationNotFound('XX01', 'BHW1'),
      'Storage Location XX01 does not exist at plant BHW1',
    ],
    [O.docketNotFound('D1'), 'Docket D1 does not exist'],
    [
      O.docketOnManyCarts('D1'),
      "Docket D1 is on more than one cart: ask for the cart's own docket",
    ],
    [O.notCashOnDelivery, 'The order is not cash on delivery'],
    [O.aboveDue(119_950), 'Amount Collected is more than the ₹1,199.50 due on the cart'],
    [O.remittanceRecorded, 'Remittance Reference is already recorded for this cart'],
    [O.remittanceNotFound('U1'), 'No COD collection is recorded under Remittance Reference U1'],
    [
      O.aboveUndeposited(50_000),
      'Amount is more than the ₹500.00 collected under this reference and not yet deposited',
    ],
    [O.challanRecorded, 'Challan Number is already recorded with other details'],
    [O.orderNotFound('ABCDEFGH'), 'Order ABCDEFGH does not exist'],
    [O.cartNotOfOrder(5, 'ABCDEFGH'), 'Cart 5 is not a cart of order ABCDEFGH'],
    [O.cartCancelled, 'The cart is cancelled'],
    [O.labelTaken(7), 'Shipping Label is already assigned to cart 7'],
  ])('%s', (message, text) => {
    expect(message).toBe(text);
  });
});

describe('the declarations', () => {
  const types: [SheetType, string][] = [
    [STOCK_SHEET as SheetType, 'valid-rows-only'],
    [COD_REMITTANCE_SHEET as SheetType, 'all-or-nothing'],
    [COD_CHALLAN_SHEET as SheetType, 'valid-rows-only'],
    [SHIPPING_LABEL_SHEET as SheetType, 'valid-rows-only'],
  ];

  it.each(types)('%s: its sample rows are valid and its apply mode is %s', (type, mode) => {
    expect(type.applyMode).toBe(mode);
    const checked = validateRows(type, numberRows(type.sampleRows));
    expect(checked.errorCount).toBe(0);
    expect(Object.keys(type.sampleRows[0] ?? {})).toEqual(type.columns.map((c) => c.key));
  });

  it('applies nothing of a remittance with a bad row', () => {
    const rows = numberRows([REMITTANCE, { ...REMITTANCE, amount_collected: '0' }]);
    expect(validateRows(COD_REMITTANCE_SHEET, rows)).toMatchObject({
      validCount: 1,
      errorCount: 1,
      toApply: [],
    });
  });
});
