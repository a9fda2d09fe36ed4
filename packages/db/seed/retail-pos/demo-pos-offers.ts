import type { Database } from '../../src/client';
import { posOfferBins, posOffers } from '../../src/schema/index';
import { DAY_MS } from './demo-pos-plan';

const terms = (title: string, lines: readonly string[]) => ({ title, content: [...lines] });

/**
 * The bank offers of the demo, by card BIN range and card type (bin.CREDIT / bin.DEBIT), and a
 * product offer naming a coupon. A card whose first 6 digits fall in a range gets the offer.
 */
export const DEMO_BANK_OFFERS = [
  {
    offer_key: 'HDFC10',
    bank_code: 'HDFC',
    card_description: 'HDFC Bank Credit and Debit Cards',
    discount_basis_points: 1_000,
    bank_share_percent: 100,
    minimum_transaction_paise: 500_000,
    maximum_discount_paise: 150_000,
    bins: [
      { card_type: 'CREDIT', bin_from: 485_498, bin_to: 485_499 },
      { card_type: 'DEBIT', bin_from: 416_021, bin_to: 416_021 },
    ],
  },
  {
    offer_key: 'ICICI7',
    bank_code: 'ICICI',
    card_description: 'ICICI Bank Credit Cards',
    discount_basis_points: 750,
    bank_share_percent: 50,
    minimum_transaction_paise: 1_000_000,
    maximum_discount_paise: 200_000,
    bins: [{ card_type: 'CREDIT', bin_from: 524_193, bin_to: 524_199 }],
  },
] as const;

/** Seeds the offers of the All Offers panel, live for 60 days from the demo clock. */
export async function seedDemoPosOffers(db: Database, now: Date): Promise<Map<string, number>> {
  const starts_at = new Date(now.getTime() - 30 * DAY_MS);
  const ends_at = new Date(now.getTime() + 60 * DAY_MS);
  const ids = new Map<string, number>();
  for (const offer of DEMO_BANK_OFFERS) {
    const [row] = await db
      .insert(posOffers)
      .values({
        offer_type: 'bank_offer',
        coupon_code: 'BANK10',
        offer_key: offer.offer_key,
        bank_code: offer.bank_code,
        bank_share_percent: offer.bank_share_percent,
        card_description: offer.card_description,
        payment_type: 'ONLINE',
        discount_basis_points: offer.discount_basis_points,
        minimum_transaction_paise: offer.minimum_transaction_paise,
        maximum_discount_paise: offer.maximum_discount_paise,
        starts_at,
        ends_at,
        terms: terms(`${offer.card_description} offer`, [
          `Instant discount on a card payment at the store.`,
          `Valid on a minimum transaction as shown; the most it takes off is shown.`,
          'Offer valid till {end_date}.',
        ]),
        logo: `/static/banks/${offer.bank_code.toLowerCase()}.svg`,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: posOffers.id });
    if (!row) throw new Error('seedDemoPosOffers: insert returned no row');
    ids.set(offer.offer_key, row.id);
    await db.insert(posOfferBins).values(offer.bins.map((bin) => ({ ...bin, offer_id: row.id })));
  }
  await db.insert(posOffers).values({
    offer_type: 'mattress_offer',
    coupon_code: 'FLAT500',
    card_description: 'Mattresses',
    payment_type: 'ANY',
    discount_basis_points: 0,
    starts_at,
    ends_at,
    terms: terms('₹500 off any mattress', [
      'Apply the coupon FLAT500 at the till.',
      'Offer valid till {end_date}.',
    ]),
    created_at: now,
    updated_at: now,
  });
  return ids;
}
