import {
  RETAIL_POS_PATHS,
  ZGiftCardBalanceAnswer,
  type TGiftCardBalanceRequest,
} from '@backoffice/domain/retail/pos';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';

/** POST /api/retail/pos/gift-card/balance/ { CardNumber, Pin }: the card's balance (Check). */
export function useCheckGiftCardBalance() {
  return useMutation({
    mutationFn: (body: TGiftCardBalanceRequest) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.giftCardBalance), {
        method: 'POST',
        body,
        schema: ZGiftCardBalanceAnswer,
        silent: true,
      }),
  });
}
