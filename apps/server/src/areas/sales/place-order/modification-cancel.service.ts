import { cartModifications, type CartModificationRow } from '@backoffice/db/schema';
import { effectiveLinkStatus } from '@backoffice/domain/sales/payments';
import {
  addonCancelRefusal,
  PLACE_ORDER_MESSAGES as M,
  type CancelAddonAnswer,
  type TCancelAddonRequest,
} from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { lockCartWithOrder } from '../../orders/index';
import { cancelLinkIn } from '../payments/cancel-payment-link.service';
import { liftShipmentBlock } from './modification-payments';
import { linkOfAddon, toAddonStatus } from './modification-status.queries';
import { placeOrderError } from './place-order.errors';

const addonNotFound = () => placeOrderError('sales.addon_not_found');

/**
 * POST /api/cancel-backend-addon/ (001 section 7 "temp_addon_id, comments"): cancels the payment
 * of a cart change still awaiting it, in one transaction against the change's version. Its link
 * is cancelled as Cancel payment cancels one (at the provider after the commit, through the
 * outbox), the change's payment becomes cancelled and the cart's shipment block it set is lifted
 * as a paid change lifts it. The cart keeps its new item (docs/sales.md).
 */
export function cancelAddon(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCancelAddonRequest,
): Promise<CancelAddonAnswer> {
  return runUseCase(ctx, caller, async (scope) => {
    const { tx } = scope;
    const [located] = await tx
      .select({ cart_id: cartModifications.cart_id })
      .from(cartModifications)
      .where(eq(cartModifications.id, input.temp_addon_id));
    if (!located) throw addonNotFound();
    // The order first, then its cart, as every payment change locks.
    const locked = await lockCartWithOrder(tx, located.cart_id);
    const [addon] = await tx
      .select()
      .from(cartModifications)
      .where(eq(cartModifications.id, input.temp_addon_id))
      .for('update');
    if (!locked || !addon) throw addonNotFound();
    if (addon.version !== input.version) throw new AppError('STALE');
    const link = await linkOfAddon(tx, addon);
    const linkStatus = link ? effectiveLinkStatus(link.status, link.expires_at, scope.now) : null;
    // A paid link is never cancelled, whatever the change says of it.
    const refusal = addonCancelRefusal(linkStatus === 'paid' ? 'paid' : addon.payment_status);
    if (refusal) throw placeOrderError('sales.addon_not_cancellable', refusal).at('temp_addon_id');
    const comment = `Add-on ${addon.id} payment cancelled: ${input.comments}`;
    // A link already cancelled from Payment Links is left as it is.
    const cancelsLink = link !== null && linkStatus !== 'cancelled';
    if (cancelsLink) {
      const request = { transaction_id: link.transaction_id, type: link.link_type };
      await cancelLinkIn(
        scope,
        { ...request, comments: input.comments, version: link.version },
        comment,
      );
    }
    const cancelled = await markCancelled(
      scope,
      addon,
      input.comments,
      cancelsLink ? null : comment,
    );
    const place = {
      order_random_id: locked.order.order_random_id,
      affiliate_id: locked.cart.affiliate_id,
    };
    return {
      success: true as const,
      message: M.addonCancelled,
      addon: toAddonStatus(cancelled, place, await linkOfAddon(tx, addon), scope.now),
    };
  });
}

/**
 * The change's payment cancelled and its cart's block lifted, audited on the cart; the order's
 * comment is written here unless the link's cancellation already wrote it.
 */
async function markCancelled(
  scope: UseCaseScope<StaffCaller>,
  addon: CartModificationRow,
  reason: string,
  comment: string | null,
): Promise<CartModificationRow> {
  const { tx, now, record } = scope;
  const [cancelled] = await tx
    .update(cartModifications)
    .set({ payment_status: 'cancelled', version: addon.version + 1, updated_at: now })
    .where(eq(cartModifications.id, addon.id))
    .returning();
  if (!cancelled) throw new Error('cancelAddon: the update returned no row');
  const lift = await liftShipmentBlock(scope, addon);
  await record.change({
    entity: 'cart',
    id: addon.cart_id,
    changes: {
      [`modification.${addon.id}.payment_status`]: { before: 'pending', after: 'cancelled' },
      ...(lift
        ? {
            shipment_not_possible: { before: true, after: false },
            shipment_stop_reason: { before: addon.reason, after: null },
          }
        : {}),
    },
    reason,
    ...(comment
      ? { comment: { order_id: addon.order_id, cart_id: addon.cart_id, text: comment } }
      : {}),
  });
  return cancelled;
}
