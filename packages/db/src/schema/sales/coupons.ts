import { SALES_CHANNELS } from '@backoffice/domain/core/channels';
import {
  COUPON_DISCOUNT_KINDS,
  FULL_PERCENT_BASIS_POINTS,
  type CouponDiscountKind,
} from '@backoffice/domain/sales/coupons';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';

/**
 * A coupon an order may carry (orders.coupon_code holds its code). The order rules read it
 * (domain coupons); the coupon-manager screens will add and edit it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the customer types, upper case. */
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    discount_kind: text('discount_kind').$type<CouponDiscountKind>().notNull(),
    /** percent: basis points (1000 is 10%); flat: paise. */
    value: integer('value').notNull(),
    /** The most a coupon takes off, paise; null for no cap. */
    max_discount_paise: integer('max_discount_paise'),
    /** The order value (lines at price, before delivery) it needs, paise. */
    min_order_paise: integer('min_order_paise').notNull().default(0),
    valid_from: timestamptz('valid_from').notNull(),
    /** Exclusive end of validity. */
    valid_to: timestamptz('valid_to').notNull(),
    active: boolean('active').notNull().default(true),
    /** The coupon classification (23 hides the cash payment modes). */
    classification_id: smallint('classification_id'),
    /** A bank offer: online payments only. */
    is_bank_coupon: boolean('is_bank_coupon').notNull().default(false),
    /** How many orders may use it; null for no limit. */
    usage_limit: integer('usage_limit'),
    used_count: integer('used_count').notNull().default(0),
    /** Affiliate ids it applies to; empty for every channel. */
    channels: smallint('channels')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('coupons_code_check', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'`),
    check('coupons_discount_kind_check', oneOf(t.discount_kind, COUPON_DISCOUNT_KINDS)),
    check(
      'coupons_value_check',
      sql`${t.value} > 0 and (${t.discount_kind} = 'flat' or ${t.value} <= ${sql.raw(
        String(FULL_PERCENT_BASIS_POINTS),
      )})`,
    ),
    check(
      'coupons_max_discount_paise_check',
      sql`${t.max_discount_paise} is null or ${t.max_discount_paise} > 0`,
    ),
    check('coupons_min_order_paise_check', notNegative(t.min_order_paise)),
    check('coupons_validity_check', sql`${t.valid_to} > ${t.valid_from}`),
    check(
      'coupons_usage_check',
      sql`${t.used_count} >= 0 and (${t.usage_limit} is null or (${t.usage_limit} > 0 and ${t.used_count} <= ${t.usage_limit}))`,
    ),
    check(
      'coupons_channels_check',
      sql`${t.channels} <@ array[${sql.raw(SALES_CHANNELS.map((c) => c.id).join(', '))}]::smallint[]`,
    ),
    // The coupon-manager lists filter by state and end date.
    index('coupons_active_valid_to_idx').on(t.active, t.valid_to.desc()),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
