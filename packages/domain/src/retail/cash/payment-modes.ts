import { PAYMENT_MODES } from '../pos/constants';

/**
 * The payment modes a store's order table filters by (spec 002 section 3), named as the cash
 * report names them: the retail order's one catalogue, not a copy.
 */
export const CASH_REPORT_MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({
  id: mode.id,
  name: mode.report_name,
}));

export const CASH_PAYMENT_MODE_IDS: readonly number[] = PAYMENT_MODES.map((mode) => mode.id);

/** The mode of a cash sale at the store. */
export const CASH_AT_STORE_MODE = -1;

/** The cash tables show up to 999 rows (spec 002 section 9). */
export const CASH_TABLE_PAGE_SIZE = 999;
