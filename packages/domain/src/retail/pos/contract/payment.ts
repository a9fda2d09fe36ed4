import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage } from '../../../core/validation/answer-text';
import { ZLongText, ZRupees, ZText, ZUrl } from './primitives';

export const ZPosPaymentMode = z.object({ id: z.number().int(), label: ZText });
export const ZPosDevice = z.object({ device_number: ZText, is_default_device: z.boolean() });
export type PosDevice = z.infer<typeof ZPosDevice>;

export const ZPaymentModesAnswer = z.object({
  payment_modes: z.array(ZPosPaymentMode).max(20),
  pos_machine_details: z.array(ZPosDevice).max(100),
  /** A bank coupon is applied: the mode is fixed to -3. */
  bank_coupon_applied: z.boolean(),
});
export type PaymentModesAnswer = z.infer<typeof ZPaymentModesAnswer>;

export const ZAgentMember = z.object({ login_id: z.number().int(), email: ZText, name: ZText });
export const ZAgentMembersAnswer = z.object({ data: z.array(ZAgentMember).max(500) });
export type AgentMembersAnswer = z.infer<typeof ZAgentMembersAnswer>;

export const ZOfferTerms = z.object({ title: ZText, content: z.array(ZLongText).max(50) });
export type OfferTerms = z.infer<typeof ZOfferTerms>;

export const ZBankConfig = z.object({
  offer_key: ZText,
  /** The bank's share of the saving, percent. */
  bank_share: z.number(),
  bank: z.object({ code: ZText }),
  bin: z.object({ CREDIT: z.array(ZText).max(500), DEBIT: z.array(ZText).max(500) }),
});

/** An offer of the All Offers panel: a bank offer, or a product offer. */
export const ZPosOffer = z.object({
  offer_id: z.number().int(),
  /** 'bank_offer' or '{product}_offer'. */
  offer_type: ZText,
  coupon: ZText.nullable(),
  bank_config: ZBankConfig.nullable(),
  card_description: ZText,
  payment_type: ZText,
  discount_percentage: z.number(),
  minimum_transaction_amount: ZRupees,
  maximum_discount_amount: ZRupees.nullable(),
  end_date: ZAnswerDay,
  /** The content's end-date placeholder is already filled. */
  terms: ZOfferTerms,
  logo: ZUrl,
});
export type PosOffer = z.infer<typeof ZPosOffer>;
export const ZOffersAnswer = z.object({ data: z.array(ZPosOffer).max(200) });
export type OffersAnswer = z.infer<typeof ZOffersAnswer>;

export const ZSavedCard = z.object({
  card_token: ZText,
  card_bin: ZText,
  card_description: ZText,
  card_type: z.enum(['CREDIT', 'DEBIT']),
});
export const ZCustomerPaymentDataAnswer = z.object({
  mobile_number: ZText,
  saved_cards: z.array(ZSavedCard).max(50),
});
export type CustomerPaymentDataAnswer = z.infer<typeof ZCustomerPaymentDataAnswer>;

export const ZCardBinAnswer = z.object({
  card_bin: ZText,
  bank_code: ZText.nullable(),
  bank_name: ZText.nullable(),
  card_type: z.enum(['CREDIT', 'DEBIT']).nullable(),
  card_description: ZText.nullable(),
});
export type CardBinAnswer = z.infer<typeof ZCardBinAnswer>;

export const ZBankEligibilityAnswer = z.object({
  offer_eligible: z.boolean(),
  offer_message: ZAnswerMessage,
  offer_discounted_subtotal: ZRupees,
  offer_saving_amount: ZRupees,
});
export type BankEligibilityAnswer = z.infer<typeof ZBankEligibilityAnswer>;

export const ZGiftCardBalanceAnswer = z.object({
  success: z.boolean(),
  message: ZAnswerMessage,
  Balance: ZRupees,
});
export type GiftCardBalanceAnswer = z.infer<typeof ZGiftCardBalanceAnswer>;
