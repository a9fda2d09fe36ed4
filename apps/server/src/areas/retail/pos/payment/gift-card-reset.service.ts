import {
  POS_MESSAGES,
  type PosWriteAnswer,
  type TGiftCardResetRequest,
} from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../../core/use-case';
import { orderForWrite, saveOrderChange, writeAnswer } from '../order-for-write';

/**
 * Reset the gift card (002 section 4): the gift card chosen on an order not yet paid is dropped,
 * so the till checks it again. Nothing was taken off the card before placing.
 */
export function resetGiftCard(
  ctx: AppContext,
  caller: StaffCaller,
  input: TGiftCardResetRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const order = await orderForWrite(scope, input);
      const version = await saveOrderChange(scope, order, {
        set: { giftcard_paise: 0, giftcard_masked: null },
        changes: {
          gift_card: {
            before: order.giftcard_masked ? { card: order.giftcard_masked } : null,
            after: null,
          },
        },
        reason: 'Gift card reset',
      });
      return writeAnswer(order, version, POS_MESSAGES.success);
    }),
  );
}
