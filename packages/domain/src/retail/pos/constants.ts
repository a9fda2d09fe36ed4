/**
 * The point of sale's constants (002 sections 3 and 9, 000 section 9): payment modes, delivery
 * types, limits. Money in paise.
 */

/**
 * The one catalogue of a retail order's payment modes (002 section 3 names them by id): `label`
 * is what the till offers and prints, `report_name` what the store's cash report lists.
 */
export const PAYMENT_MODES = [
  { id: -1, label: 'Cash at Store', report_name: 'Cash at store' },
  { id: -2, label: 'Pay on Delivery', report_name: 'Cash on delivery' },
  { id: -3, label: 'Card (Bank Offers)', report_name: 'Card with bank offers' },
  { id: -5, label: 'Payment Id', report_name: 'Payment id (NEFT)' },
  { id: 1, label: 'Card on POS Machine', report_name: 'Card (device)' },
  { id: 6, label: 'Wallet on POS Machine', report_name: 'Wallet (device)' },
  { id: 10, label: 'UPI on POS Machine', report_name: 'UPI (device)' },
  { id: 20, label: 'EMI on POS Machine', report_name: 'EMI (device)' },
] as const;
export type PosPaymentModeId = (typeof PAYMENT_MODES)[number]['id'];
export const POS_PAYMENT_MODE_IDS = PAYMENT_MODES.map((m) => m.id) as readonly PosPaymentModeId[];

export const PAYMENT_MODE = {
  cashAtStore: -1,
  payOnDelivery: -2,
  cardWithBankOffers: -3,
  paymentId: -5,
} as const;

/** Modes paid on a store's POS machine: they need a device_number (002 section 7). */
export const DEVICE_PAYMENT_MODES: readonly PosPaymentModeId[] = [1, 6, 10, 20];

/** The bank-offer coupon hidden from the coupon list (002 section 5). */
export const HIDDEN_COUPON_CODE = 'WFYESEMI';

/** Delivery types of a line (002 section 3); 99 asks for the fastest one. */
export const DELIVERY_TYPES = [
  { id: 1, code: 'qd', name: 'EXPRESS', promise: '90 minutes' },
  { id: 2, code: 'sdd', name: 'Same Day Delivery', promise: 'today' },
  { id: 3, code: 'ndd', name: 'Next Day Delivery', promise: 'tomorrow' },
  { id: 4, code: 'sd', name: 'Standard Delivery', promise: 'standard' },
] as const;
export type DeliveryTypeId = (typeof DELIVERY_TYPES)[number]['id'];
export const DELIVERY_TYPE_IDS = DELIVERY_TYPES.map((t) => t.id) as readonly DeliveryTypeId[];
export const FASTEST_DELIVERY_MODE = 99;
/** EXPRESS (qd) arrives within this many minutes. */
export const EXPRESS_DELIVERY_MINUTES = 90;
/** The order reloads this long after a delivery change (002 section 9). */
export const DELIVERY_RELOAD_DELAY_MS = 500;

/** Quantity options of a line (002 section 9). */
export const POS_QUANTITY = { min: 1, max: 100 } as const;
/** Product search starts at this many characters. */
export const PRODUCT_SEARCH_MIN_LENGTH = 2;
export const PRODUCT_SEARCH_MAX_LENGTH = 64;
/** The most lines one POS order holds. */
export const POS_MAX_LINES = 20;

/** Cash at store is not offered above this (net minus credit), paise (002 section 9). */
export const CASH_AT_STORE_LIMIT_PAISE = 2_000_000;

/** A card BIN is the first 6 digits (002 section 9). */
export const CARD_BIN_LENGTH = 6;

/** OTP: digits, validity and attempts. */
export const POS_OTP = {
  length: 6,
  validMinutes: 10,
  maxAttempts: 5,
  verifiedForMinutes: 60,
} as const;

/** Address actions (002 section 7): 1 add, 2 edit, 4 select. */
export const ADDRESS_EDIT = { add: 1, edit: 2, select: 4 } as const;

/** Retail order search page sizes: 50 to 500 in steps of 50, default 50; 7-day default window. */
export const RETAIL_SEARCH_PAGE_SIZES = [50, 100, 150, 200, 250, 300, 350, 400, 450, 500] as const;
export const RETAIL_SEARCH_DEFAULT_PAGE_SIZE = 50;
export const RETAIL_SEARCH_DEFAULT_DAYS = 7;

/** Invoice and receipt download constants (002 section 7). */
export const DOCUMENT_REQUEST = { to: 5, cart_pri_id: 2, affiliate_id: 0 } as const;

/** Item price lookup constants (002 section 7). */
export const ITEM_PRICE_REQUEST = { affiliate_id: 0, request_type: 1 } as const;
