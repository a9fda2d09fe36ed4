import { posLines } from '@backoffice/db/schema';
import {
  resolveDeliveryMode,
  type PosWriteAnswer,
  type TChangeDeliveryModeRequest,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../../core/use-case';
import { editPosOrder } from '../order-for-write';
import { pricePosOrder } from '../order-pricing';
import { posError } from '../pos.errors';
import { lineOfOrder } from './line-of-order';

/**
 * POST cart/delivery-mode: a line's delivery type (99 the fastest), offered at the selected
 * address; the charges the till showed must be the server's.
 */
export function changeDeliveryMode(
  ctx: AppContext,
  caller: StaffCaller,
  input: TChangeDeliveryModeRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(ctx, caller, input, idempotency, async ({ tx, now }, order) => {
    const line = await lineOfOrder(tx, order.id, input.temp_cart_id);
    const priced = await pricePosOrder(tx, order, now);
    const docket = priced.lines.find((l) => l.row.id === line.id)?.docket;
    const chosen = resolveDeliveryMode(
      input.delivery_mode,
      (docket?.available_modes ?? []).map((m) => ({
        delivery_type_id: m.delivery_type_id,
        delivery_charges_paise: m.delivery_charges_paise,
      })),
    );
    if (!chosen) throw posError('retail.pos_delivery_mode_unavailable').at('delivery_mode');
    if (chosen.delivery_charges_paise !== input.delivery_charges) {
      throw posError('retail.pos_delivery_charges_changed').at('delivery_charges');
    }
    await tx
      .update(posLines)
      .set({
        delivery_mode: input.delivery_mode,
        delivery_charges_paise: chosen.delivery_charges_paise,
        updated_at: now,
      })
      .where(eq(posLines.id, line.id));
    return {
      changes: {
        [`line ${line.id} delivery mode`]: {
          before: line.delivery_mode,
          after: input.delivery_mode,
        },
      },
      reason: 'Delivery mode changed',
      message: 'Delivery mode updated',
    };
  });
}
