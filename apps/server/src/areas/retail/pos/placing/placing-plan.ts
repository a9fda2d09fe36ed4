import type { CouponRow, PosLineRow, PosOrderRow } from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import {
  bankOfferEligibility,
  BANK_OFFER_MESSAGES,
  changeToReturn,
  isDeviceMode,
  PAYMENT_MODE,
  placingRefusal,
  posPlacingPayment,
  posTotals,
  POS_MESSAGES,
  tillPaymentModes,
  type BankOfferTerms,
  type PosPlacingPayment,
  type PosTotals,
  type TillModeFacts,
  type TPlacePosOrderRequest,
} from '@backoffice/domain/retail/pos';
import { posPlacingError } from './placing.errors';

/** What the server reads to plan a placing. */
export interface PlacingFacts {
  order: PosOrderRow;
  lines: readonly PosLineRow[];
  coupon: CouponRow | null;
  offer: BankOfferTerms | null;
  devices: readonly string[];
  hasShippingAddress: boolean;
  /** The lines as cash at store judges them, delivered to the shipping address. */
  cashLines: TillModeFacts['lines'];
  now: Date;
}

/** A placing the server has priced and checked. */
export interface PlacingPlan {
  totals: PosTotals;
  payment: PosPlacingPayment;
  /** What the mode pays: the final amount. */
  rest_paise: number;
  change_paise: number | null;
}

/**
 * Recomputes every total of the order with the domain's posTotals (lines, coupon, the bank offer
 * of the card BIN, wallet credit, gift card) and refuses a till whose totals disagree, a payment
 * mode the order does not allow, a missing device or shipping address. Writes nothing.
 */
export function planPlacing(facts: PlacingFacts, input: TPlacePosOrderRequest): PlacingPlan {
  const { lines } = facts;
  const asked = [...input.carts].sort((a, b) => a - b).join(',');
  const held = lines
    .map((l) => l.id)
    .sort((a, b) => a - b)
    .join(',');
  if (asked !== held) throw posPlacingError('retail.pos_carts_changed').at('carts');
  if ((input.coupon_code || null) !== (facts.order.coupon_code || null)) {
    throw posPlacingError('retail.pos_carts_changed').at('coupon_code');
  }
  if (!facts.hasShippingAddress && lines.some((l) => !l.is_instant_invoice)) {
    throw posPlacingError('retail.pos_shipping_address_required').at('shipping_address');
  }
  const totalsLines = lines.map((l) => ({
    id: l.id,
    item_quantity: l.item_quantity,
    item_price_paise: l.item_price_paise,
    item_mrp_paise: l.item_mrp_paise,
    delivery_charges_paise: l.delivery_charges_paise,
  }));
  const coupon = input.coupon_code ? facts.coupon : null;
  const base = posTotals({
    lines: totalsLines,
    coupon,
    bank_offer_saving_paise: 0,
    wallet_a_paise: 0,
    wallet_b_paise: 0,
    giftcard_paise: 0,
  });
  const saving = bankOfferSaving(facts, input, base);
  const beforeGift = base.final_amount_paise - saving - input.wallet_point_a - input.wallet_point_b;
  if (beforeGift < 0) {
    throw refused(
      'wallet_point_a',
      'Wallet credit used is more than the customer may use on this order',
    );
  }
  if (input.giftcard_amount > beforeGift) {
    throw refused('giftcard_amount', POS_MESSAGES.giftCardAmountAbovePayable);
  }
  const totals = posTotals({
    lines: totalsLines,
    coupon,
    bank_offer_saving_paise: saving,
    wallet_a_paise: input.wallet_point_a,
    wallet_b_paise: input.wallet_point_b,
    giftcard_paise: input.giftcard_amount,
  });
  checkShownTotals(totals, input);
  const rest = totals.final_amount_paise;
  const allowed = tillPaymentModes({
    coupon,
    net_price_paise: totals.total_net_price_paise,
    credit_paise: totals.wallet_used_paise,
    giftcard_paise: input.giftcard_amount,
    final_amount_paise: rest,
    lines: facts.cashLines,
    has_devices: facts.devices.length > 0,
  });
  const refusal = placingRefusal({
    mode: input.AllowedPaymentMode,
    allowed_modes: allowed,
    rest_paise: rest,
    wallet_paise: totals.wallet_used_paise,
    giftcard_paise: input.giftcard_amount,
    cash_received_paise: input.cash_received,
  });
  if (refusal) throw refused(refusal.field, refusal.message);
  if (
    isDeviceMode(input.AllowedPaymentMode) &&
    !facts.devices.includes(input.device_number ?? '')
  ) {
    throw refused('device_number', POS_MESSAGES.deviceRequired);
  }
  return {
    totals,
    payment: posPlacingPayment(input.AllowedPaymentMode, rest),
    rest_paise: rest,
    change_paise:
      input.AllowedPaymentMode === PAYMENT_MODE.cashAtStore
        ? changeToReturn(input.cash_received ?? rest, rest)
        : null,
  };
}

const refused = (field: string, message: string) =>
  posPlacingError('retail.pos_placing_refused', message).at(field);

/** The bank offer's saving for the card BIN: 0 without an offer; an ineligible card is refused. */
function bankOfferSaving(
  facts: PlacingFacts,
  input: TPlacePosOrderRequest,
  base: PosTotals,
): number {
  if (input.offer_id === null) return 0;
  if (input.AllowedPaymentMode !== PAYMENT_MODE.cardWithBankOffers || !facts.offer) {
    throw posPlacingError('retail.pos_placing_refused', BANK_OFFER_MESSAGES.binNotEligible).at(
      'offer_id',
    );
  }
  const amount = base.final_amount_paise - input.wallet_point_a - input.wallet_point_b;
  const eligibility = bankOfferEligibility(facts.offer, {
    bin: input.card_bin ?? '',
    amountPaise: amount,
    now: facts.now,
  });
  if (!eligibility.offer_eligible) throw refused('card_bin', eligibility.offer_message);
  return eligibility.offer_saving_paise;
}

/** The till's totals must be the server's, to the paisa. */
function checkShownTotals(totals: PosTotals, input: TPlacePosOrderRequest): void {
  const pairs: [string, number, number][] = [
    ['totals.total_net_mrp', totals.total_net_mrp_paise, input.totals.total_net_mrp],
    ['totals.total_net_discount', totals.total_net_discount_paise, input.totals.total_net_discount],
    ['totals.total_net_price', totals.total_net_price_paise, input.totals.total_net_price],
    [
      'totals.total_delivery_charges',
      totals.total_delivery_charges_paise,
      input.totals.total_delivery_charges,
    ],
    ['final_amount', totals.final_amount_paise, input.final_amount],
  ];
  for (const [field, server, shown] of pairs) {
    if (server !== shown) {
      throw posPlacingError(
        'retail.pos_total_mismatch',
        formatPaise(server),
        formatPaise(shown),
      ).at(field);
    }
  }
}
