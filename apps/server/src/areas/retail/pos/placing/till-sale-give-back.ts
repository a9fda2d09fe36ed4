import { carts, posOrders, type PosOrderRow } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import { PAYMENT_MODE } from '@backoffice/domain/retail/pos';
import { and, eq, ne } from 'drizzle-orm';
import type { UseCaseScope } from '../../../../core/use-case';
import type { CartCancelledHook } from '../../../orders/index';
import type { GivenBackElsewhere } from '../../../refunds/index';
import { postMovement } from '../../cash/cash-ledger';
import { lockStoreCash } from '../../cash/cash-members';
import { recordGiftCardToRefund } from './pos-gift-card';
import { creditWalletBack } from './pos-wallet';

/** The placed order of a till sale, as the give-back names it. */
export interface PlacedOrder {
  id: number;
  order_random_id: string;
}

/**
 * Everything a cancelled till sale took, given back once: the wallet credit it used to the pots
 * it came from, a cash sale's cash out of the store's cash ledger, the gift card's amount
 * recorded to refund; and the POS order marked cancelled. `pos` is locked by the caller, who
 * holds the placed order's lock (every cancel path takes it first), and a POS order already
 * cancelled gives nothing: the till's Cancel Order and a cancel from the order page both end
 * here, whichever comes first. Answers the POS order's new version.
 */
export async function giveBackTillSale(
  scope: UseCaseScope,
  pos: PosOrderRow,
  placed: PlacedOrder | null,
  reason: string,
): Promise<number> {
  if (pos.is_order_cancelled) return pos.version;
  if (placed) {
    await creditWalletBack(scope, pos, placed);
    await handCashBack(scope, pos, placed);
  }
  if (pos.giftcard_paise > 0 && pos.giftcard_masked) {
    await recordGiftCardToRefund(
      scope,
      { masked: pos.giftcard_masked, amount_paise: pos.giftcard_paise },
      pos.order_random_id,
    );
  }
  const version = pos.version + 1;
  await scope.tx
    .update(posOrders)
    .set({ is_order_cancelled: true, ptr_id: null, version, updated_at: scope.now })
    .where(eq(posOrders.id, pos.id));
  await scope.record.change({
    entity: 'pos_order',
    id: pos.order_random_id,
    changes: { is_order_cancelled: { before: false, after: true } },
    reason,
  });
  return version;
}

/** The cash a sale took at the store (a cash sale's final amount), paise; 0 for other modes. */
const cashOf = (pos: PosOrderRow): number =>
  pos.allowed_payment_mode === PAYMENT_MODE.cashAtStore ? (pos.final_amount_paise ?? 0) : 0;

/** A cash sale's cash handed back out of the store's cash ledger, by the agent credited with it. */
async function handCashBack(scope: UseCaseScope, pos: PosOrderRow, placed: PlacedOrder) {
  if (cashOf(pos) === 0) return;
  const agent = pos.placed_by_login_id ?? scope.caller.login_id;
  if (agent === null) throw new Error(`till order ${pos.order_random_id}: no agent for its cash`);
  await lockStoreCash(scope.tx, pos.retail_store_id);
  await postMovement(scope, {
    store: pos.retail_store_id,
    movement: { kind: 'cash_sale_refunded', agent },
    amount_paise: cashOf(pos),
    order_random_id: placed.order_random_id,
    payment_mode: PAYMENT_MODE.cashAtStore,
    reason: `Cash of order ${placed.order_random_id} handed back`,
  });
}

/**
 * When the last live cart of a till sale's order is cancelled by any path (the order page, bulk
 * status, the status sheet, the till's own Cancel Order: orders runs its cart-cancelled hooks in
 * the cancellation's transaction, the order and its carts locked), the till sale is given back
 * (giveBackTillSale). The POS order is locked here, after the carts the cancellation holds: safe,
 * as no path holds a POS order while it waits for its placed order or carts (the till's cancel
 * locks the order first). An order with carts still live, or not placed at a till, is left alone.
 */
export const giveBackTillSaleOnCancel: CartCancelledHook = async (scope, { order, comment }) => {
  const { tx } = scope;
  const [live] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.order_id, order.id), ne(carts.orm_order_status, STATUS.CANCELLED)))
    .limit(1);
  if (live) return;
  const [pos] = await tx
    .select()
    .from(posOrders)
    .where(eq(posOrders.placed_order_id, order.id))
    .for('update');
  if (!pos) return;
  await giveBackTillSale(scope, pos, order, `Order ${order.order_random_id} cancelled: ${comment}`);
};

/**
 * What a till sale gives back itself (giveBackTillSale), for the cancelled-orders refund of its
 * carts to leave out: the wallet credit it used and a cash sale's cash, whichever cart goes
 * first (so the customer is not paid twice); 0 for an order not placed at a till. A card or
 * payment-id sale's money is still refunded by Finance.
 */
export const tillSaleGivenBack: GivenBackElsewhere = async ({ tx }, { order }) => {
  const [pos] = await tx.select().from(posOrders).where(eq(posOrders.placed_order_id, order.id));
  if (!pos) return 0;
  return pos.wallet_a_paise + pos.wallet_b_paise + cashOf(pos);
};
