import { z } from 'zod';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { rupeesCell, textCell } from './automation-cells';
import { wholeNumberCell } from './cells';
import { dayCell, referenceCell } from './operations-cells';

const MAX_LOGIN_ID = 2_147_483_647;

/** The row messages of the prepaid cash sheet (docs/uploads.md). */
export const PREPAID_CASH_MESSAGES = {
  orderId: 'Order ID must be 4 to 20 letters or digits',
  receiptNumber: 'Receipt Number must be 2 to 40 letters, digits, - or /',
  // What the data refuses, answered by the applier.
  agentNotInStore: (loginId: number) => `Agent ${loginId} is not a retail agent of your store`,
  receiptRecorded: (receipt: string) => `Receipt Number ${receipt} is already recorded`,
} as const;

/** The columns of the prepaid cash sheet, in the order of its sample. */
export const PREPAID_CASH_SHEET_COLUMNS = [
  { key: 'order_id', header: 'Order ID', required: true },
  { key: 'amount', header: 'Amount', required: true },
  { key: 'collected_on', header: 'Collected On', required: true },
  { key: 'agent_login_id', header: 'Agent Login ID', required: true },
  { key: 'receipt_number', header: 'Receipt Number', required: true },
] as const satisfies readonly SheetColumn[];

/** One row: cash a customer paid at the store in advance for an order, and who holds it. */
export const ZPrepaidCashSheetRow = z.object({
  order_id: textCell('Order ID')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9]{4,20}$/.test(v), PREPAID_CASH_MESSAGES.orderId),
  /** Paise, more than 0. */
  amount: rupeesCell('Amount'),
  /** The ISO day (2026-11-20). */
  collected_on: dayCell('Collected On'),
  agent_login_id: wholeNumberCell('Agent Login ID', 1, MAX_LOGIN_ID),
  receipt_number: referenceCell('Receipt Number').refine(
    (v) => /^[A-Z0-9][A-Z0-9/-]{1,39}$/.test(v),
    PREPAID_CASH_MESSAGES.receiptNumber,
  ),
});
export type PrepaidCashSheetRow = z.output<typeof ZPrepaidCashSheetRow>;

/**
 * The store's prepaid cash: each receipt is cash a customer paid at the store before the order,
 * posted to the ledger as the point of sale posts a cash sale (into the agent's hands). Each
 * receipt stands alone, so the valid rows are applied.
 */
export const PREPAID_CASH_SHEET = defineSheetType<PrepaidCashSheetRow>({
  key: 'prepaid-cash',
  label: 'Prepaid Cash',
  description:
    'Records cash customers paid at the store in advance for orders, into the hands of the retail agent of your store who holds it; each receipt number once.',
  columns: PREPAID_CASH_SHEET_COLUMNS,
  rowSchema: ZPrepaidCashSheetRow,
  applyMode: 'valid-rows-only',
  // Cash into the store's ledger: each receipt is posted once.
  additive: {
    keyHeaders: ['Receipt Number'],
    keyOf: (row) => [row.receipt_number],
    repeated: (row) => PREPAID_CASH_MESSAGES.receiptRecorded(row.receipt_number),
  },
  sampleRows: [
    {
      order_id: 'RS2101',
      amount: '5000.00',
      collected_on: '20/11/2026',
      agent_login_id: '15',
      receipt_number: 'PC-BLR-0001',
    },
    {
      order_id: 'RS2102',
      amount: '1999.50',
      collected_on: '21/11/2026',
      agent_login_id: '28',
      receipt_number: 'PC-BLR-0002',
    },
  ],
});
