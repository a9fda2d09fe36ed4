import { STATUS, type StatusId } from '../../orders/statuses';
import { walletCreditEarned } from './rules';

/** An order as the earned credit reads it once one of its carts is delivered. */
export interface DeliveredOrder {
  /** The status of every cart of the order, now. */
  statuses: readonly StatusId[];
  /** The order's value, paise: its carts that are not cancelled, less discounts (orderMoney's net). */
  value_paise: number;
}

/** Whether every item of an order is delivered: each cart not cancelled is Delivered, and one is. */
export function allItemsDelivered(statuses: readonly StatusId[]): boolean {
  const live = statuses.filter((status) => status !== STATUS.CANCELLED);
  return live.length > 0 && live.every((status) => status === STATUS.DELIVERED);
}

/**
 * The wallet credit (pot a, paise) an order earns once all its items are delivered (002 section
 * 9): 5% of its value, at most ₹1000, from an order value of ₹5000 (walletCreditEarned); 0 while
 * an item is undelivered. The spec names no channel, so every channel's order earns it. The
 * ledger makes it valid 6 months from its posting (walletCreditValidUntil).
 */
export function earnedCreditOnDelivery(order: DeliveredOrder): number {
  if (!allItemsDelivered(order.statuses)) return 0;
  return walletCreditEarned(order.value_paise);
}
