import { paiseToRupees } from '../core/money/wire';
import { RETURN_MESSAGES } from './messages';

/** The refund categories a return raises (001 section 2): a return, or a cart returned to sender. */
export const RETURN_REFUND_CATEGORY_SLUGS = ['return-orders', 'rts-refunds'] as const;
export type ReturnRefundCategorySlug = (typeof RETURN_REFUND_CATEGORY_SLUGS)[number];

/** What the refund calls say. */
export const REFUND_REQUEST_MESSAGES = {
  initiated: RETURN_MESSAGES.refundInitiated,
  amountPositive: 'Amount should be greater than 0',
  nothingToRefund: 'Nothing is left to refund on this cart',
  notAReturn: 'A refund is raised on an open return',
  notRts: 'This cart is not in RTS',
  reshipped: 'Order Reshipped!',
} as const;

/** The refusal of an amount above what may be refunded. */
export const refundAboveRefundable = (refundablePaise: number) =>
  `Amount cannot be more than ₹${paiseToRupees(refundablePaise)}, what is left to refund on this cart`;
