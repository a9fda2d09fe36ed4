/**
 * The payment modes a store's order table filters by (spec 002 section 3): -1 cash at store,
 * -2 COD-type, -3 card with bank offers, -5 payment id (NEFT-like), and the device modes.
 */
export const CASH_PAYMENT_MODES = [
  { id: -1, name: 'Cash at store' },
  { id: -2, name: 'Cash on delivery' },
  { id: -3, name: 'Card with bank offers' },
  { id: -5, name: 'Payment id (NEFT)' },
  { id: 1, name: 'Card (device)' },
  { id: 6, name: 'Wallet (device)' },
  { id: 10, name: 'UPI (device)' },
  { id: 20, name: 'EMI (device)' },
] as const;

export const CASH_PAYMENT_MODE_IDS: readonly number[] = CASH_PAYMENT_MODES.map((mode) => mode.id);

/** The mode of a cash sale at the store. */
export const CASH_AT_STORE_MODE = -1;

/** The cash tables show up to 999 rows (spec 002 section 9). */
export const CASH_TABLE_PAGE_SIZE = 999;
