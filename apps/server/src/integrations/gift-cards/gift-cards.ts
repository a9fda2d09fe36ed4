/** What the provider says of a card: its response code (0 for a good card) and balance. */
export interface GiftCardBalance {
  response_code: number;
  balance_paise: number;
}

/** A redemption's outcome: the code, the balance left and the provider's transaction id. */
export interface GiftCardRedemption {
  response_code: number;
  balance_paise: number;
  /** Null when the provider refused (non-zero code). */
  transaction_id: string | null;
}

/**
 * The gift card provider (ARCHITECTURE section 4, "Integrations"): checks a card's balance and
 * redeems an amount from it. A refusal (wrong credentials, too little balance) is an answer with
 * a non-zero response code (domain GIFT_CARD_RESPONSE_CODES); ProviderError means no answer.
 */
export interface GiftCardProvider {
  check(cardNumber: string, pin: string): Promise<GiftCardBalance>;
  /**
   * Takes `amountPaise` off the card. `reference` is our idempotency reference: a second call
   * with it answers the first outcome and takes nothing more.
   */
  redeem(
    cardNumber: string,
    pin: string,
    amountPaise: number,
    reference: string,
  ): Promise<GiftCardRedemption>;
}
