import {
  RETAIL_POS_PATHS as P,
  ZBankEligibilityAnswer,
  ZBankEligibilityRequest,
  ZCardBinAnswer,
  ZCardBinParams,
  ZGiftCardBalanceAnswer,
  ZGiftCardBalanceRequest,
  ZGiftCardResetRequest,
  ZPosWriteAnswer,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { idempotentRequest } from '../../../../core/idempotency/idempotency';
import { callerOf } from '../../../../core/use-case';
import { checkBankEligibility } from './bank-eligibility.service';
import { cardBin } from './card-bins.service';
import { giftCardBalance } from './gift-card-balance.service';
import { resetGiftCard } from './gift-card-reset.service';

const offers = { capability: 'retail:till-apply-offers' } as const;

/** The till's payment helpers: gift card, card BIN, bank offer eligibility. */
export const posPaymentRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.giftCardBalance,
    {
      config: offers,
      schema: {
        summary: "A gift card's balance (CardNumber, Pin -> Balance); nothing is taken",
        body: ZGiftCardBalanceRequest,
        response: { 200: ZGiftCardBalanceAnswer },
      },
    },
    (request) => giftCardBalance(ctx, request.body),
  );
  api.post(
    P.giftCardReset,
    {
      config: { ...offers, idempotencyKey: 'required' },
      schema: {
        summary: 'Drop the gift card from an order not yet paid',
        body: ZGiftCardResetRequest,
        response: { 200: ZPosWriteAnswer },
      },
    },
    (request) => resetGiftCard(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.get(
    P.cardBinRoute,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: 'What the bank offers know of a 6-digit card BIN',
        params: ZCardBinParams,
        response: { 200: ZCardBinAnswer },
      },
    },
    (request) => cardBin(ctx, request.params),
  );
  api.post(
    P.bankEligibility,
    {
      config: offers,
      schema: {
        summary: 'Whether a card BIN gets a bank offer on this order (writes nothing)',
        body: ZBankEligibilityRequest,
        response: { 200: ZBankEligibilityAnswer },
      },
    },
    (request) => checkBankEligibility(ctx, callerOf(request), request.body),
  );
};
