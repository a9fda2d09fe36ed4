import type { CouponCart } from '@/features/sales/components/coupon-box';
import type { PaymentFormType } from '@backoffice/domain/sales/payments';
import type { CheckedGiftCard } from '@/features/sales/components/gift-card-box';
import { useState } from 'react';
import { useBill } from '@/features/sales/place-order/api/get-bill';
import { usePromise } from '@/features/sales/place-order/api/get-promise';
import { billRequest, orderLines, type DraftLine } from './order-draft';

/**
 * The order being built besides its addresses and payment form: lines, coupon and gift card,
 * with what follows from them and the payment type chosen: the promise of the shipping pincode
 * and the bill the server prices.
 */
export function useOrderDraft(
  pincode: string,
  initialLines: DraftLine[],
  paymentType: PaymentFormType | undefined,
) {
  const [lines, setLines] = useState<DraftLine[]>(initialLines);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [giftCard, setGiftCard] = useState<CheckedGiftCard | null>(null);
  const promise = usePromise(pincode, orderLines(lines));
  const request = billRequest(lines, promise.data, couponCode, paymentType ?? null);
  const bill = useBill(request);
  const couponCart: CouponCart | null = request && {
    affiliate_id: request.affiliate_id,
    pincode: request.pincode,
    payment_type: request.payment_type,
    carts: request.carts,
  };
  const online = paymentType === 'ONLINE';
  const payable = request ? (bill.data?.totals.final_amount ?? null) : null;
  // The gift card pays all it can of an online order; the server settles the same amount.
  const giftCardAmount =
    giftCard && online && payable !== null ? Math.min(giftCard.balance, payable) : 0;
  return {
    lines,
    setLines,
    couponCode,
    setCouponCode,
    giftCard,
    setGiftCard,
    promise,
    bill: request ? bill : null,
    couponCart,
    payable,
    giftCardAmount,
  };
}

export type OrderDraftState = ReturnType<typeof useOrderDraft>;
