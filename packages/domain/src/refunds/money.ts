import { paiseToRupees } from '../core/money/wire';
import { refundablePaise, type RefundBasis } from '../returns/refundable';

/**
 * The money rule of every refund (issue 14): integer paise, and the sum of a cart's refunds
 * never above what was paid for it less what was already refunded. The rule is the returns
 * area's `refundablePaise`, used here rather than copied.
 */
export { refundablePaise, type RefundBasis };

export const REFUND_MONEY_MESSAGES = {
  amountPositive: 'Amount should be greater than 0',
  nothingLeft: 'Nothing is left to refund on this cart',
  above: (leftPaise: number) =>
    `Amount cannot be more than ₹${paiseToRupees(leftPaise)}, what is left to refund on this cart`,
} as const;

/**
 * Why a refund of `amountPaise` may not be raised (or set) on a cart, or null when it may. For a
 * change of an existing refund's amount, leave that refund out of the basis' refunded sums.
 */
export function refundAmountRefusal(amountPaise: number, basis: RefundBasis): string | null {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) {
    return REFUND_MONEY_MESSAGES.amountPositive;
  }
  const left = refundablePaise(basis);
  if (left === 0) return REFUND_MONEY_MESSAGES.nothingLeft;
  if (amountPaise > left) return REFUND_MONEY_MESSAGES.above(left);
  return null;
}
