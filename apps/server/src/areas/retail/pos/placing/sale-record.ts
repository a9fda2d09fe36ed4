import { posOrders, type OrderRow, type PosOrderRow } from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import {
  paymentModeLabel,
  PAYMENT_MODE,
  type PosPlacingPayment,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../../core/errors';
import type { StaffCaller, UseCaseScope } from '../../../../core/use-case';
import { creditedAgent, postCashSale } from './cash-sale';
import { posPlacingError } from './placing.errors';
import { debitWallet } from './pos-wallet';

/** What a sale records on its POS order when the order is placed. */
export interface SaleRecord {
  order_random_id: string;
  /** The version the till read; null when a payment in progress completes. */
  version: number | null;
  mode: number;
  payment: PosPlacingPayment;
  payment_via: string | null;
  agent: number;
  final_amount_paise: number;
  net_price_paise: number;
  wallet_a_paise: number;
  wallet_b_paise: number;
  bank_offer_saving_paise: number;
  giftcard_paise: number;
  giftcard_masked: string | null;
  offer_id: number | null;
  offer_key: string | null;
  card_bin: string | null;
  device_number: string | null;
  neft_track_id: string | null;
  shipping_address_id: number | null;
  cash_received_paise: number | null;
  /** Why the order was placed, for its history ("paid through the link", "confirmed forcefully"). */
  how: string;
}

/** The POS order locked for a change: 404 unknown. */
export async function lockedPosOrder(
  { tx }: UseCaseScope,
  orderRandomId: string,
): Promise<PosOrderRow> {
  const [order] = await tx
    .select()
    .from(posOrders)
    .where(eq(posOrders.order_random_id, orderRandomId))
    .for('update');
  if (!order) throw posPlacingError('retail.pos_order_not_found').at('order_random_id');
  return order;
}

/** A POS order that may still be placed (or, completing, whose payment is in progress). */
export function checkPlaceable(order: PosOrderRow, version: number | null): void {
  if (order.is_order_cancelled) throw posPlacingError('retail.pos_order_cancelled');
  if (order.is_order_created) throw posPlacingError('retail.pos_already_placed');
  if (version === null) {
    if (order.ptr_id === null) throw posPlacingError('retail.pos_no_payment_in_progress');
    return;
  }
  if (order.ptr_id !== null) throw posPlacingError('retail.pos_payment_in_progress');
  if (order.version !== version) throw new AppError('STALE');
}

/**
 * In the placing's transaction, once the order is written: the POS order is checked again under
 * its lock, the wallet credit debited, a cash sale posted to the store's cash ledger, and the POS
 * order marked created with its payment, audited with a sentence.
 */
export async function recordSale(
  scope: UseCaseScope<StaffCaller>,
  sale: SaleRecord,
  placed: OrderRow,
): Promise<void> {
  const { tx, now, record } = scope;
  const order = await lockedPosOrder(scope, sale.order_random_id);
  checkPlaceable(order, sale.version);
  const agent = await creditedAgent(scope, order.retail_store_id, sale.agent);
  await debitWallet(scope, {
    customer_id: order.customer_id,
    order: placed,
    a_paise: sale.wallet_a_paise,
    b_paise: sale.wallet_b_paise,
    net_price_paise: sale.net_price_paise,
  });
  if (sale.mode === PAYMENT_MODE.cashAtStore) {
    await postCashSale(scope, {
      store: order.retail_store_id,
      agent,
      amount_paise: sale.final_amount_paise,
      order_random_id: placed.order_random_id,
    });
  }
  await tx
    .update(posOrders)
    .set({
      is_order_created: true,
      placed_order_id: placed.id,
      placed_by_login_id: agent,
      payment_type: sale.payment.payment_type,
      payment_via: sale.payment_via,
      allowed_payment_mode: sale.mode,
      final_amount_paise: sale.final_amount_paise,
      wallet_a_paise: sale.wallet_a_paise,
      wallet_b_paise: sale.wallet_b_paise,
      bank_offer_saving_paise: sale.bank_offer_saving_paise,
      giftcard_paise: sale.giftcard_paise,
      giftcard_masked: sale.giftcard_masked,
      offer_id: sale.offer_id,
      offer_key: sale.offer_key,
      card_bin: sale.card_bin,
      device_number: sale.device_number,
      neft_track_id: sale.neft_track_id,
      shipping_address_id: sale.shipping_address_id,
      cash_received_paise: sale.cash_received_paise,
      placed_at: now,
      version: order.version + 1,
      updated_at: now,
    })
    .where(eq(posOrders.id, order.id));
  await record.change({
    entity: 'pos_order',
    id: order.order_random_id,
    changes: {
      is_order_created: { before: false, after: true },
      placed_order: { before: null, after: placed.order_random_id },
      payment_mode: { before: order.allowed_payment_mode, after: sale.mode },
      final_amount: { before: null, after: formatPaise(sale.final_amount_paise) },
    },
    reason: `Placed as order ${placed.order_random_id}: ${formatPaise(sale.final_amount_paise)} by ${paymentModeLabel(sale.mode)}, ${sale.how}`,
  });
}
