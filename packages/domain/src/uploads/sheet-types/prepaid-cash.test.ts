import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES as M } from '../messages';
import { AUTOMATION_MESSAGES as A } from './automation-messages';
import {
  PREPAID_CASH_MESSAGES as P,
  PREPAID_CASH_SHEET,
  ZPrepaidCashSheetRow,
} from './prepaid-cash';

const ROW = {
  order_id: 'rs2101',
  amount: '1,999.50',
  collected_on: '29/02/2028',
  agent_login_id: '15',
  receipt_number: 'pc-blr/0001',
};

describe('the prepaid cash sheet row', () => {
  it('reads rupees to paise, the day to its ISO form and the references upper-cased', () => {
    expect(ZPrepaidCashSheetRow.parse(ROW)).toEqual({
      order_id: 'RS2101',
      amount: 199_950,
      collected_on: '2028-02-29',
      agent_login_id: 15,
      receipt_number: 'PC-BLR/0001',
    });
  });

  it.each([
    ['order_id', '', M.required('Order ID')],
    ['order_id', undefined, M.required('Order ID')],
    ['order_id', 'RS1', P.orderId],
    ['order_id', 'RS-2101', P.orderId],
    ['amount', '', M.required('Amount')],
    ['amount', '12.345', A.rupees('Amount')],
    ['amount', '-5', A.rupees('Amount')],
    ['amount', '0', A.positive('Amount')],
    ['amount', '0.00', A.positive('Amount')],
    ['collected_on', '', M.required('Collected On')],
    ['collected_on', '2026-11-20', A.date('Collected On')],
    ['collected_on', '31/11/2026', A.date('Collected On')],
    ['agent_login_id', '', M.required('Agent Login ID')],
    ['agent_login_id', '0', M.wholeNumberBetween('Agent Login ID', 1, 2_147_483_647)],
    ['agent_login_id', '1.5', M.wholeNumberBetween('Agent Login ID', 1, 2_147_483_647)],
    ['receipt_number', ' ', M.required('Receipt Number')],
    ['receipt_number', 'P', P.receiptNumber],
    ['receipt_number', 'PC 0001', P.receiptNumber],
    ['receipt_number', 'x'.repeat(501), M.tooLong('Receipt Number')],
  ])('refuses %s %j with %j', (key, value, message) => {
    const result = ZPrepaidCashSheetRow.safeParse({ ...ROW, [key]: value });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [key, message],
    ]);
  });

  it('names the data refusals of the applier', () => {
    expect(P.agentNotInStore(30)).toBe('Agent 30 is not a retail agent of your store');
    expect(P.receiptRecorded('PC-1')).toBe('Receipt Number PC-1 is already recorded');
  });

  it('applies the valid rows, and its sample rows are valid', () => {
    expect(PREPAID_CASH_SHEET.applyMode).toBe('valid-rows-only');
    for (const row of PREPAID_CASH_SHEET.sampleRows) {
      expect(ZPrepaidCashSheetRow.safeParse(row).success).toBe(true);
    }
  });
});
