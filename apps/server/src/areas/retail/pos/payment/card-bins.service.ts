import { posOfferBins, posOffers } from '@backoffice/db/schema';
import type { CardBinAnswer, TCardBinParams } from '@backoffice/domain/retail/pos';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { Database } from '@backoffice/db';

/** What the bank offers' BIN ranges know of a BIN: the bank, the card type, the offer's card. */
async function binFacts(db: Database, bin: string) {
  const value = Number(bin);
  const [row] = await db
    .select({
      bank_code: posOffers.bank_code,
      card_type: posOfferBins.card_type,
      card_description: posOffers.card_description,
    })
    .from(posOfferBins)
    .innerJoin(posOffers, eq(posOffers.id, posOfferBins.offer_id))
    .where(and(lte(posOfferBins.bin_from, value), gte(posOfferBins.bin_to, value)))
    .orderBy(desc(posOffers.ends_at))
    .limit(1);
  return row ?? null;
}

/**
 * The cardbins lookup (002 section 7): a 6-digit BIN (validated by the path's schema) answered
 * with the bank and card type the bank offers' ranges know; unknown BINs answer nulls.
 */
export async function cardBin(
  ctx: AppContext,
  { card_bin }: TCardBinParams,
): Promise<CardBinAnswer> {
  const facts = await binFacts(ctx.db, card_bin);
  return {
    card_bin,
    bank_code: facts?.bank_code ?? null,
    bank_name: facts?.bank_code ?? null,
    card_type: facts?.card_type ?? null,
    card_description: facts?.card_description || null,
  };
}
