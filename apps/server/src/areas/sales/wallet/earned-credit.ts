import { carts } from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import { earnedCreditOnDelivery } from '@backoffice/domain/sales/wallet';
import { eq } from 'drizzle-orm';
import { orderMoneyOf, type CartDeliveredHook } from '../../orders/index';
import { postWalletEntry } from './wallet-ledger';

/** The wallet's source key of the credit an order earned: one per order, ever. */
export const earnedCreditKey = (orderId: number): string => `earned:${orderId}`;

/**
 * When the last item of an order is delivered (by any path: orders runs its cart-delivered hooks
 * in the status change's transaction, under the order's lock), the credit the order earns
 * (domain earnedCreditOnDelivery over orderMoney's net) is posted to the customer's wallet, pot a,
 * valid 6 months, and audited. Its source key makes it once per order: a cart delivered again, or
 * a second delivery path, posts nothing more.
 */
export const postEarnedCredit: CartDeliveredHook = async (scope, { order }) => {
  const { tx, caller, record } = scope;
  const orderCarts = await tx.select().from(carts).where(eq(carts.order_id, order.id));
  const amount = earnedCreditOnDelivery({
    statuses: orderCarts.map((cart) => cart.orm_order_status),
    value_paise: orderMoneyOf(order, orderCarts).net,
  });
  if (amount === 0) return;
  // Every path that delivers a cart is a staff member's; the ledger keeps who posted each entry.
  if (caller.login_id === null) throw new Error('earned credit: a cart delivered by the system');
  const entry = await postWalletEntry(tx, {
    customerId: order.customer_id,
    pot: 'a',
    amountPaise: amount,
    reason: `Earned on order ${order.order_random_id}: every item delivered`,
    orderId: order.id,
    actorLoginId: caller.login_id,
    sourceKey: earnedCreditKey(order.id),
  });
  if (!entry) return;
  await record.change({
    entity: 'wallet',
    id: String(order.customer_id),
    changes: { earned: { before: null, after: { order: order.order_random_id, paise: amount } } },
    reason: `Wallet credit of ${formatPaise(amount)} earned on order ${order.order_random_id}, valid until ${entry.valid_until?.toISOString().slice(0, 10)}`,
    comment: {
      order_id: order.id,
      text: `Wallet credit of ${formatPaise(amount)} earned: every item delivered`,
    },
  });
};
