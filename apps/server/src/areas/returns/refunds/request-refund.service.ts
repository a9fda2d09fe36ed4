import {
  REFUND_REQUEST_MESSAGES,
  refundAboveRefundable,
  type RefundInitiatedResponse,
  type RequestRefund,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { bumpRequest, lockRequestAt } from '../pickups/request-step';
import { returnOperationError } from '../pickups/return-operations.errors';
import { refundableOf } from './refund-amounts.queries';
import { toReturnRefund } from './refund-views';
import { raiseRefund } from './refund-writes';

/**
 * /request-refund (the refund initiation popup): a refund of an open return in the return-orders
 * category, Refund Initiated, never above what was paid for the cart less its refunds so far
 * (domain refundablePaise). The request's version moves; once per Idempotency-Key.
 */
export function requestRefund(
  ctx: AppContext,
  caller: StaffCaller,
  input: RequestRefund,
  idempotency: IdempotentRequest | null,
): Promise<RefundInitiatedResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { order, cart, request } = await lockRequestAt(scope, input.request_id, input.version);
      if (request.kind !== 'return' || !request.is_open) {
        throw returnOperationError('returns.refused', REFUND_REQUEST_MESSAGES.notAReturn);
      }
      const refundable = await refundableOf(scope.tx, order, cart);
      if (refundable === 0)
        throw returnOperationError('returns.refused', REFUND_REQUEST_MESSAGES.nothingToRefund);
      if (input.amount > refundable) throw fieldError('amount', refundAboveRefundable(refundable));
      const refund = await raiseRefund(scope, order, cart, {
        category: 'return-orders',
        amount_paise: input.amount,
        comments: input.comments ?? null,
      });
      await bumpRequest(scope, request, {}, 'Refund initiated');
      return {
        success: true as const,
        message: REFUND_REQUEST_MESSAGES.initiated,
        refund: toReturnRefund(refund, order.order_random_id, caller),
      };
    }),
  );
}
