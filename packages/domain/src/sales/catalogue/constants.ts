/**
 * The catalogue's limits (001 section 9): the most a stock-based check lets anyone order, and
 * the longest quantity list a picker offers to choose from.
 */
export const STOCK_QUANTITY_CAP = 10_000;

/** The add-product popup's range (001 section 9) also bounds the picker's quantity list. */
export const QUANTITY_LIST_MAX = 100;

/** How long the picker's spinner stays after a catalogue call answers (001 section 9). */
export const CATALOGUE_SPINNER_DELAY_MS = 1_000;

/** The longest property key: the catalogue's keys are a lower-case letter and up to 31 more. */
export const PROPERTY_KEY_MAX_LENGTH = 32;
/** The longest property choice a picker sends. */
export const PROPERTY_VALUE_MAX_LENGTH = 64;
/** The longest size text of a cart, e.g. "9999 x 9999 x 9999 inches" with spaces around. */
export const DIMENSIONS_TEXT_MAX_LENGTH = 40;

/** The least quantity of a model unless it sets its own. */
export const DEFAULT_MIN_QUANTITY = 1;

/** What a line change costs the customer: more to pay, money back, or nothing either way. */
export const EXTRA_OR_REFUND = ['extra', 'refund', 'none'] as const;
export type ExtraOrRefund = (typeof EXTRA_OR_REFUND)[number];

/** The payment types a line can be paid with (001 section 9: COD and ONLINE). */
export const PAYMENT_MODES = ['COD', 'ONLINE'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * The messages of the product picker and the catalogue calls. The spec's text where it gives
 * one (001 sections 5 and 8); the rest are ours, in the same voice.
 */
export const CATALOGUE_MESSAGES = {
  required: 'Required!',
  quantityNotNumber: 'Quantity must be a number',
  quantityMin: (n: number) => `Minimum quantity is ${n}`,
  quantityMax: (n: number) => `Maximum available quantity is ${n}`,
  notServiceable: 'Pincode is not serviceable',
  outOfStock: 'Out of stock',
  productNotFound: 'Product not found',
  modelNotFound: 'Model not found',
  skuNotFound: 'Item SKU not found',
  dimensionsInvalid: 'Dimensions must read like 72 x 36 x 6 in',
  sizeNotOffered: 'This size is not offered for the model',
  choiceNotOffered: 'This choice is not offered for the model',
  propertyUnknown: 'The model has no such property',
  combinationUnavailable: 'This size and these options are not available',
  materialRequired: 'Material number is Required!',
  partsRequired: 'Add at least one part',
  partUnknown: 'The item has no such part',
  partRepeated: 'This part is already added',
  partMin: (label: string, n: number) => `${label} should be greater than or equal to ${n}`,
  partMax: (label: string, n: number) => `${label} should be less than or equal to ${n}`,
} as const;
