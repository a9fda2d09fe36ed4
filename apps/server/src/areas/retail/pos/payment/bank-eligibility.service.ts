import { toWireRupees } from '@backoffice/domain/core/money';
import {
  bankOfferEligibility,
  type BankEligibilityAnswer,
  type TBankEligibilityRequest,
} from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { bankOfferTerms, callerStore, storeOrder } from '../placing/pos-order.queries';
import { posPaymentError } from './payment.errors';

/**
 * retail-check-bank-eligibility (002 section 7): whether a card BIN gets a bank offer on this
 * order. The amount the offer reads is the order amount less the wallet credit used; the answer
 * is the domain's rule. Writes nothing: placing checks it again.
 */
export async function checkBankEligibility(
  ctx: AppContext,
  caller: StaffCaller,
  input: TBankEligibilityRequest,
): Promise<BankEligibilityAnswer> {
  await storeOrder(ctx.db, await callerStore(ctx.db, caller), input.order_random_id);
  const offer = await bankOfferTerms(ctx.db, input.active_offer_id);
  if (!offer) throw posPaymentError('retail.pos_offer_not_found').at('active_offer_id');
  const eligibility = bankOfferEligibility(offer, {
    bin: input.card_bin,
    amountPaise: Math.max(0, input.total_order_amount - input.wallet_points_used),
    now: ctx.now(),
  });
  return {
    offer_eligible: eligibility.offer_eligible,
    offer_message: eligibility.offer_message,
    offer_discounted_subtotal: toWireRupees(eligibility.offer_discounted_subtotal_paise),
    offer_saving_amount: toWireRupees(eligibility.offer_saving_paise),
  };
}
