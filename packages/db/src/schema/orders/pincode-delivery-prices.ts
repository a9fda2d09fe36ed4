import { char, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { notNegative } from '../core/checks';
import { rowTimes } from '../core/columns';
import { pincodes } from './pincodes';

/**
 * The delivery charge of a pincode (the OPS pod leaders' pincode delivery pricing sheet): what
 * each unit delivered there costs, and the order value from which delivery is free. A pincode
 * without a price is delivered at the standard charge.
 */
export const pincodeDeliveryPrices = pgTable(
  'pincode_delivery_prices',
  {
    pincode: char('pincode', { length: 6 })
      .primaryKey()
      .references(() => pincodes.pincode),
    /** Paise per unit (docket) delivered. */
    delivery_charge_paise: integer('delivery_charge_paise').notNull(),
    /** Paise: an order whose items come to at least this is delivered free; null: never free. */
    free_delivery_above_paise: integer('free_delivery_above_paise'),
    ...rowTimes(),
  },
  (t) => [
    check('pincode_delivery_prices_charge_check', notNegative(t.delivery_charge_paise)),
    check('pincode_delivery_prices_free_above_check', notNegative(t.free_delivery_above_paise)),
  ],
);

export type PincodeDeliveryPriceRow = typeof pincodeDeliveryPrices.$inferSelect;
