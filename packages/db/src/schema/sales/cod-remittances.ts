import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { orderPayments } from '../orders/order-payments';
import { sql } from 'drizzle-orm';

/**
 * Cash a courier collected on delivery of a cart and remitted under a reference (the UTR of its
 * remittance), from the COD remittance sheet. Each is one paid COD payment of the order
 * (`order_payment_id`); a reference is recorded once per cart.
 */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    order_payment_id: bigint('order_payment_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orderPayments.id),
    docket_number: text('docket_number').notNull(),
    reference: text('reference').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    collected_on: date('collected_on', { mode: 'string' }).notNull(),
    recorded_by_login_id: integer('recorded_by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('cod_remittances_cart_reference_unique').on(t.cart_id, t.reference),
    index('cod_remittances_reference_idx').on(t.reference),
    check('cod_remittances_amount_paise_check', sql`${t.amount_paise} > 0`),
  ],
);

export type CodRemittanceRow = typeof codRemittances.$inferSelect;
