import type { Database } from '@backoffice/db';
import type { ReturnPickupRow } from '@backoffice/db/schema';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { enqueue } from '../../../core/outbox/enqueue';

/** The outbox kind of a return pickup to cancel with the courier. */
export const RETURN_PICKUP_CANCEL = 'return-pickup.cancel';

const ZPickupCancel = z.object({
  courier: z.string().max(100),
  booking_id: z.string().max(200),
});

/**
 * Asks, inside the use case that cancelled a pickup here (a cancelled pickup, a lost product),
 * for the booking to be cancelled with the courier once that use case has committed
 * (docs/decisions/010-provider-calls-outside-locks.md): the courier is never called while the
 * request is locked, and a rolled-back cancel asks nothing. Keyed by the pickup: once each.
 */
export function cancelWithCourierAfterCommit(tx: Database, pickup: ReturnPickupRow): Promise<void> {
  return enqueue(tx, {
    kind: RETURN_PICKUP_CANCEL,
    key: `return-pickup-cancel:${pickup.id}`,
    payload: ZPickupCancel.parse({ courier: pickup.courier, booking_id: pickup.booking_id }),
  });
}

/**
 * Cancels the queued bookings with the courier (tried again by the outbox while it is
 * unavailable; cancelling a cancelled booking changes nothing).
 */
export function registerPickupCancels(ctx: AppContext): void {
  ctx.outbox.handle(RETURN_PICKUP_CANCEL, async (payload) => {
    await ctx.integrations.reversePickups.cancel(ZPickupCancel.parse(payload), ctx.now());
  });
}
