import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, timestamptz } from '../core/columns';
import { retailStores } from './stores';

/** Terms of an offer: a title and lines; a line may hold the {end_date} placeholder. */
export interface PosOfferTermsJson {
  title: string;
  content: string[];
}

/**
 * The offers of the All Offers panel (002 section 3): bank offers (offer_type bank_offer, a
 * percentage off a card payment whose BIN falls in the offer's ranges) and product offers
 * ('{product}_offer', naming the coupon that gives them). A store of null: every store.
 */
export const posOffers = pgTable(
  'pos_offers',
  {
    id: serial('id').primaryKey(),
    offer_type: text('offer_type').notNull(),
    coupon_code: text('coupon_code'),
    offer_key: text('offer_key'),
    bank_code: text('bank_code'),
    bank_share_percent: integer('bank_share_percent').notNull().default(0),
    card_description: text('card_description').notNull().default(''),
    payment_type: text('payment_type').notNull().default('ONLINE'),
    /** Basis points (1000 is 10%). */
    discount_basis_points: integer('discount_basis_points').notNull(),
    minimum_transaction_paise: bigint('minimum_transaction_paise', { mode: 'number' })
      .notNull()
      .default(0),
    maximum_discount_paise: bigint('maximum_discount_paise', { mode: 'number' }),
    starts_at: timestamptz('starts_at').notNull().defaultNow(),
    ends_at: timestamptz('ends_at').notNull(),
    terms: jsonb('terms').$type<PosOfferTermsJson>().notNull(),
    logo: text('logo').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
    retail_store_id: text('retail_store_id').references(() => retailStores.retail_store_id),
    ...rowTimes(),
  },
  (t) => [
    check('pos_offers_type_check', sql`${t.offer_type} ~ '^[a-z0-9_]+_offer$'`),
    check(
      'pos_offers_bank_check',
      sql`(${t.offer_type} = 'bank_offer') = (${t.offer_key} is not null and ${t.bank_code} is not null)`,
    ),
    check('pos_offers_discount_check', sql`${t.discount_basis_points} between 0 and 10000`),
    check('pos_offers_share_check', sql`${t.bank_share_percent} between 0 and 100`),
    check('pos_offers_minimum_check', sql`${t.minimum_transaction_paise} >= 0`),
    check('pos_offers_dates_check', sql`${t.ends_at} > ${t.starts_at}`),
    index('pos_offers_live_idx').on(t.is_active, t.ends_at),
  ],
);

/** The card BIN ranges of a bank offer, per card type (bin.CREDIT / bin.DEBIT). */
export const posOfferBins = pgTable(
  'pos_offer_bins',
  {
    id: serial('id').primaryKey(),
    offer_id: integer('offer_id')
      .notNull()
      .references(() => posOffers.id),
    card_type: text('card_type').$type<'CREDIT' | 'DEBIT'>().notNull(),
    bin_from: integer('bin_from').notNull(),
    bin_to: integer('bin_to').notNull(),
  },
  (t) => [
    check('pos_offer_bins_card_type_check', oneOf(t.card_type, ['CREDIT', 'DEBIT'])),
    check(
      'pos_offer_bins_range_check',
      sql`${t.bin_from} between 100000 and 999999 and ${t.bin_to} between ${t.bin_from} and 999999`,
    ),
    index('pos_offer_bins_offer_idx').on(t.offer_id),
    index('pos_offer_bins_range_idx').on(t.bin_from, t.bin_to),
  ],
);

export type PosOfferRow = typeof posOffers.$inferSelect;
export type PosOfferBinRow = typeof posOfferBins.$inferSelect;
