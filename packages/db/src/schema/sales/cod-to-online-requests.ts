import { COD_TO_ONLINE_STATUSES, type CodToOnlineStatus } from '@backoffice/domain/sales/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { carts } from '../orders/carts';
import { orders } from '../orders/orders';
import { paymentLinks } from './payment-links';
import { staff } from '../identity/staff';

/**
 * Requests to move carts from cash on delivery to online (/cod-to-online, the COD to online
 * popup, the RNR process): paid through a link, or at once with a bank reference.
 */
export const codToOnlineRequests = pgTable(
  'cod_to_online_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** cto from the popup or the payment type form, RNR from the RNR process. */
    source: text('source').$type<'cto' | 'RNR'>().notNull(),
    method_id: smallint('method_id').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    status: text('status').$type<CodToOnlineStatus>().notNull().default('pending'),
    payment_link_id: bigint('payment_link_id', { mode: 'number' }).references(
      () => paymentLinks.id,
    ),
    /** The bank reference of a payment taken without a link. */
    payment_ref_id: text('payment_ref_id'),
    /** The link's end while one is awaited; null once paid without a link. */
    expires_at: timestamptz('expires_at'),
    created_by_login_id: integer('created_by_login_id').references(() => staff.login_id),
    cancel_reason: text('cancel_reason'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('cod_to_online_requests_source_check', oneOf(t.source, ['cto', 'RNR'])),
    check('cod_to_online_requests_status_check', oneOf(t.status, COD_TO_ONLINE_STATUSES)),
    check('cod_to_online_requests_amount_paise_check', sql`${t.amount_paise} > 0`),
    // The /cod-to-online tabs: newest first within a status.
    index('cod_to_online_requests_status_idx').on(
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('cod_to_online_requests_order_id_idx').on(t.order_id),
    index('cod_to_online_requests_payment_link_id_idx').on(t.payment_link_id),
  ],
);

/** What a request pays for each of its carts (moved between carts when a cart is split). */
export const codToOnlineCarts = pgTable(
  'cod_to_online_carts',
  {
    request_id: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => codToOnlineRequests.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    amount_paise: integer('amount_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.request_id, t.cart_id] }),
    check('cod_to_online_carts_amount_paise_check', notNegative(t.amount_paise)),
    index('cod_to_online_carts_cart_id_idx').on(t.cart_id),
  ],
);

export type CodToOnlineRequestRow = typeof codToOnlineRequests.$inferSelect;
export type CodToOnlineCartRow = typeof codToOnlineCarts.$inferSelect;
