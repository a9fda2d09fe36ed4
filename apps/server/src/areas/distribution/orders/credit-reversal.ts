import {
  carts,
  dealerCreditEntries,
  distributorOrders,
  distributors,
  type DealerCreditEntryRow,
} from '@backoffice/db/schema';
import { reversalOf, type CreditSource } from '@backoffice/domain/distribution';
import { STATUS } from '@backoffice/domain/orders';
import { and, eq, ne } from 'drizzle-orm';
import type { CartCancelledHook } from '../../orders/index';
import { postCreditEntry } from '../credit/credit-entries';

const DISTRIBUTOR_CHANNEL_ID = 5;

const asLedgerEntry = (e: DealerCreditEntryRow) => ({
  transaction_type: e.transaction_type as 'Credit' | 'Debit',
  amount_paise: e.amount_paise,
  source: e.source as CreditSource,
});

/**
 * When the last live cart of a distributor order is cancelled (by any path: orders runs its
 * cart-cancelled hooks in the cancellation's transaction), the order's credit debit is reversed
 * by one Credit entry of what it still holds (domain reversalOf; at most one per order, which a
 * unique index also holds). A COD order, or an order with carts still live, is left alone.
 */
export const reverseCreditOnCancel: CartCancelledHook = async (scope, { order }) => {
  if (order.affiliate_id !== DISTRIBUTOR_CHANNEL_ID) return;
  const { tx } = scope;
  const [live] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.order_id, order.id), ne(carts.orm_order_status, STATUS.CANCELLED)))
    .limit(1);
  if (live) return;
  const [placed] = await tx
    .select({ distributor: distributors })
    .from(distributorOrders)
    .innerJoin(distributors, eq(distributors.id, distributorOrders.distributor_id))
    .where(eq(distributorOrders.order_id, order.id))
    .for('update', { of: distributors });
  if (!placed) return;
  const entries = await tx
    .select()
    .from(dealerCreditEntries)
    .where(eq(dealerCreditEntries.order_random_id, order.order_random_id));
  const reversal = reversalOf(entries.map(asLedgerEntry));
  if (!reversal) return;
  await postCreditEntry(scope, {
    distributor: placed.distributor,
    source: 'reversal',
    amountPaise: reversal.amount_paise,
    remark: `Distributor order ${order.order_random_id} cancelled`,
    orderRandomId: order.order_random_id,
  });
};
