import { paiseToRupees, rupeesToPaise } from '@backoffice/domain/core/money';
import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { GiftCardBalance, GiftCardProvider, GiftCardRedemption } from './gift-cards';

/** The provider's answer: its response code and the balance in rupees (002 section 7). */
const ZBalanceAnswer = z.object({
  ResponseCode: z.number().int(),
  Balance: z.number().nonnegative(),
});
const ZRedeemAnswer = ZBalanceAnswer.extend({
  TransactionId: z.string().nullish(),
});

/** The provider's rupees as paise; a balance with more than 2 decimals is a faulty answer. */
function paiseOf(rupees: number): number {
  try {
    return rupeesToPaise(String(rupees));
  } catch (cause) {
    throw new ProviderError('giftCards', 'unavailable', { cause });
  }
}

async function ask<T>(
  config: LiveProviderConfig,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
) {
  const response = await callProvider('giftCards', config, path, { method: 'POST', body });
  const answer = schema.safeParse(response.body);
  if (response.status !== 200 || !answer.success) {
    throw new ProviderError('giftCards', 'unavailable', { cause: `HTTP ${response.status}` });
  }
  return answer.data;
}

/**
 * Gift cards through the provider's API, with the key as a bearer token:
 * POST {GIFT_CARD_API_URL}/balance `{ CardNumber, Pin }` answering `{ ResponseCode, Balance }`,
 * and POST {url}/redeem `{ CardNumber, Pin, Amount, Reference }` answering `{ ResponseCode,
 * Balance, TransactionId }` (amounts in rupees). Without GIFT_CARD_API_URL and GIFT_CARD_API_KEY
 * every call is 503 "not configured".
 */
export function createLiveGiftCards(config: LiveProviderConfig): GiftCardProvider {
  return {
    async check(cardNumber, pin): Promise<GiftCardBalance> {
      const answer = await ask(
        config,
        '/balance',
        { CardNumber: cardNumber, Pin: pin },
        ZBalanceAnswer,
      );
      return { response_code: answer.ResponseCode, balance_paise: paiseOf(answer.Balance) };
    },
    async redeem(cardNumber, pin, amountPaise, reference): Promise<GiftCardRedemption> {
      const answer = await ask(
        config,
        '/redeem',
        {
          CardNumber: cardNumber,
          Pin: pin,
          Amount: Number(paiseToRupees(amountPaise)),
          Reference: reference,
        },
        ZRedeemAnswer,
      );
      return {
        response_code: answer.ResponseCode,
        balance_paise: paiseOf(answer.Balance),
        transaction_id: answer.TransactionId ?? null,
      };
    },
  };
}
