import type { Database } from '@backoffice/db';
import { posOfferBins, posOffers, type PosOfferRow } from '@backoffice/db/schema';
import { formatDate, indiaDay } from '@backoffice/domain/core/dates';
import { toWireRupees } from '@backoffice/domain/core/money';
import { fillOfferTerms, type PosOffer } from '@backoffice/domain/retail/pos';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';

/** The offers live now for a store (its own and every store's), in the order they were made. */
export function liveOffers(db: Database, store: string, now: Date): Promise<PosOfferRow[]> {
  return db
    .select()
    .from(posOffers)
    .where(
      and(
        eq(posOffers.is_active, true),
        lte(posOffers.starts_at, now),
        gt(posOffers.ends_at, now),
        or(isNull(posOffers.retail_store_id), eq(posOffers.retail_store_id, store)),
      ),
    )
    .orderBy(asc(posOffers.id));
}

const binText = (from: number, to: number) => (from === to ? String(from) : `${from}-${to}`);

/** The offers as the All Offers panel shows them: BIN lists per card type, terms filled. */
export async function offerViews(db: Database, rows: readonly PosOfferRow[]): Promise<PosOffer[]> {
  const ids = rows.map((r) => r.id);
  const bins =
    ids.length === 0
      ? []
      : await db.select().from(posOfferBins).where(inArray(posOfferBins.offer_id, ids));
  return rows.map((row) => {
    const own = bins.filter((b) => b.offer_id === row.id);
    const list = (type: 'CREDIT' | 'DEBIT') =>
      own.filter((b) => b.card_type === type).map((b) => binText(b.bin_from, b.bin_to));
    return {
      offer_id: row.id,
      offer_type: row.offer_type,
      coupon: row.coupon_code,
      bank_config:
        row.offer_key && row.bank_code
          ? {
              offer_key: row.offer_key,
              bank_share: row.bank_share_percent,
              bank: { code: row.bank_code },
              bin: { CREDIT: list('CREDIT'), DEBIT: list('DEBIT') },
            }
          : null,
      card_description: row.card_description,
      payment_type: row.payment_type,
      discount_percentage: row.discount_basis_points / 100,
      minimum_transaction_amount: toWireRupees(row.minimum_transaction_paise),
      maximum_discount_amount:
        row.maximum_discount_paise === null ? null : toWireRupees(row.maximum_discount_paise),
      end_date: indiaDay(row.ends_at),
      terms: fillOfferTerms(row.terms, formatDate(row.ends_at)),
      logo: row.logo,
    };
  });
}
