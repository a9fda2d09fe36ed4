import { z } from 'zod';
import { RANDOM_ID_LENGTH } from '../../../core/constants/global-constants';
import { ZAnswerMessage } from '../../../core/validation/answer-text';
import { ZPaymentType } from '../../../orders/contract';
import { ZPaymentLinkView } from '../../payments/contract';

/** The money of a placed order, rupees. */
export const ZPlacedOrderTotals = z.object({
  total: z.number(),
  discount: z.number(),
  net: z.number(),
  delivery_charges: z.number(),
  /** net + delivery charges: what the order costs. */
  payable: z.number(),
  gift_card: z.number(),
  /** What is left after the gift card: the link's amount, or what is collected on delivery. */
  to_pay: z.number(),
});
export type PlacedOrderTotals = z.infer<typeof ZPlacedOrderTotals>;

/** POST /api/backend-place-order/. */
export const ZPlaceOrderAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: z.string().max(RANDOM_ID_LENGTH),
  /** The new order's page, e.g. /ORDERK7Q2M9XA. */
  order_page: z.string(),
  payment_type: ZPaymentType,
  coupon_code: z.string().nullable(),
  totals: ZPlacedOrderTotals,
  /** The 'new' payment link sent to the customer (ONLINE via Juspay). */
  payment_link: ZPaymentLinkView.nullable(),
});
export type PlaceOrderAnswer = z.infer<typeof ZPlaceOrderAnswer>;
