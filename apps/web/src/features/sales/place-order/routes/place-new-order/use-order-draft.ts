import type { CouponCart } from '@/features/sales/components/coupon-box';
import type { CheckedGiftCard } from '@/features/sales/components/gift-card-box';
import { EMPTY_PAYMENT_TYPE, type PaymentTypeValue } from '@/features/sales/components/payments';
import { useState } from 'react';
import { useBill } from '@/features/sales/place-order/api/get-bill';
import { usePromise } from '@/features/sales/place-order/api/get-promise';
import { billRequest, orderLines, type DraftLine } from './order-draft';

/**
 * The order being built besides its addresses: lines, coupon, gift card and payment form, with
 * what follows from them: the promise of the shipping pincode and the bill the server prices.
 */
export function useOrderDraft(pincode: string, initialLines: DraftLine[]) {
  const [lines, setLines] = useState<DraftLine[]>(initialLines);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [giftCard, setGiftCard] = useState<CheckedGiftCard | null>(null);
  const [payment, setPayment] = useState<PaymentTypeValue>(EMPTY_PAYMENT_TYPE);
  const promise = usePromise(pincode, orderLines(lines));
  const request = billRequest(lines, promise.data, couponCode, payment.payment_type);
  const bill = useBill(request);
  const couponCart: CouponCart | null = request && {
    affiliate_id: request.affiliate_id,
    pincode: request.pincode,
    payment_type: request.payment_type,
    carts: request.carts,
  };
  const online = payment.payment_type === 'ONLINE';
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
    payment,
    setPayment,
    promise,
    bill: request ? bill : null,
    couponCart,
    payable,
    giftCardAmount,
  };
}

export type OrderDraftState = ReturnType<typeof useOrderDraft>;
