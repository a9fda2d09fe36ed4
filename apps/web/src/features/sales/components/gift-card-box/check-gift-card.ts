import {
  type TGiftCardCheckRequest,
  ZGiftCardCheckResponse,
} from '@backoffice/domain/sales/coupons';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

/**
 * POST /api/gift-card/check/: the card's balance, or a 400 with "Invalid Gift Card Credentials"
 * or "Gift card has insufficient balance". Silent: the box shows the refusal itself.
 */
export function checkGiftCard(body: TGiftCardCheckRequest) {
  return apiRequest('/gift-card/check/', {
    schema: ZGiftCardCheckResponse,
    method: 'POST',
    body,
    silent: true,
  });
}

/** A read: nothing is redeemed until the order is placed. */
export function useCheckGiftCard() {
  return useMutation({ mutationFn: checkGiftCard });
}
