import { POS_QUANTITY } from '@backoffice/domain/retail/pos';

/** Quantity options 1 to 100 (002 section 9), as a select lists them. */
export const QUANTITY_OPTIONS = Array.from(
  { length: POS_QUANTITY.max - POS_QUANTITY.min + 1 },
  (_, i) => String(POS_QUANTITY.min + i),
);
