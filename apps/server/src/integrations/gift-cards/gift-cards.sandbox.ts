import { GIFT_CARD_RESPONSE_CODES as CODES } from '@backoffice/domain/sales/coupons';
import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { GiftCardBalance, GiftCardProvider, GiftCardRedemption } from './gift-cards';

/** A demo card of the sandbox (docs/sales.md). */
export interface SandboxGiftCard {
  card_number: string;
  pin: string;
  balance_paise: number;
  about: string;
}

/** The sandbox's cards; any other number and PIN pair is refused as invalid credentials. */
export const SANDBOX_GIFT_CARDS: readonly SandboxGiftCard[] = [
  {
    card_number: '4000123456789010',
    pin: '123456',
    balance_paise: 500_000,
    about: 'a good card with ₹5,000',
  },
  {
    card_number: '4000999988887777',
    pin: '999999',
    balance_paise: 5_000_000,
    about: 'a good card with ₹50,000, enough for a whole order',
  },
  {
    card_number: '4000111122223333',
    pin: '111111',
    balance_paise: 0,
    about: 'a card with nothing left on it',
  },
];

export interface SandboxGiftCards extends GiftCardProvider, SandboxSwitch {
  readonly kind: 'sandbox';
}

/**
 * The sandbox gift card provider: nothing leaves the machine. It knows the demo cards above
 * with their opening balances; redemptions lower the balance for as long as the process lives
 * and are kept by reference, so a repeated reference answers its first outcome.
 */
export function createSandboxGiftCards(): SandboxGiftCards {
  const outage = sandboxSwitch('giftCards');
  const balances = new Map(SANDBOX_GIFT_CARDS.map((c) => [c.card_number, c.balance_paise]));
  const redemptions = new Map<string, GiftCardRedemption>();
  let transactions = 0;

  const known = (cardNumber: string, pin: string) =>
    SANDBOX_GIFT_CARDS.some((c) => c.card_number === cardNumber && c.pin === pin);

  return {
    kind: 'sandbox',
    setDown: outage.setDown,
    async check(cardNumber, pin): Promise<GiftCardBalance> {
      outage.check();
      if (!known(cardNumber, pin)) {
        return { response_code: CODES.invalidCredentials, balance_paise: 0 };
      }
      return { response_code: CODES.ok, balance_paise: balances.get(cardNumber) ?? 0 };
    },
    async redeem(cardNumber, pin, amountPaise, reference): Promise<GiftCardRedemption> {
      outage.check();
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
        throw new RangeError(`a redemption takes whole paise above 0, got ${amountPaise}`);
      }
      const replay = redemptions.get(reference);
      if (replay) return replay;
      let outcome: GiftCardRedemption;
      const balance = balances.get(cardNumber) ?? 0;
      if (!known(cardNumber, pin)) {
        outcome = {
          response_code: CODES.invalidCredentials,
          balance_paise: 0,
          transaction_id: null,
        };
      } else if (amountPaise > balance) {
        outcome = {
          response_code: CODES.insufficientBalance,
          balance_paise: balance,
          transaction_id: null,
        };
      } else {
        transactions += 1;
        balances.set(cardNumber, balance - amountPaise);
        outcome = {
          response_code: CODES.ok,
          balance_paise: balance - amountPaise,
          transaction_id: `sbx_gc_${transactions}`,
        };
      }
      redemptions.set(reference, outcome);
      return outcome;
    },
  };
}
