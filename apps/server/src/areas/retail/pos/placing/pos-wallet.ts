import type { OrderRow, PosOrderRow } from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import { walletUsableOnOrder } from '@backoffice/domain/sales/wallet';
import type { StaffCaller, UseCaseScope } from '../../../../core/use-case';
import { postWalletEntry, walletBalances } from '../../../sales/index';
import { posPlacingError } from './placing.errors';

/** The wallet credit an order uses, by pot, paise. */
export interface WalletUse {
  customer_id: number;
  order: OrderRow;
  a_paise: number;
  b_paise: number;
  /** The order's net price: credit is usable only above ₹5000, earned credit up to 25% of it. */
  net_price_paise: number;
}

const POTS = ['a', 'b'] as const;

/**
 * Debits the wallet credit an order uses, in the placing's transaction, through the wallet
 * ledger (which locks the customer, so two orders cannot spend the same credit). What the order
 * may use is the domain's walletUsableOnOrder of the balances now.
 */
export async function debitWallet(scope: UseCaseScope<StaffCaller>, use: WalletUse): Promise<void> {
  if (use.a_paise === 0 && use.b_paise === 0) return;
  const { tx, caller, record } = scope;
  const usable = walletUsableOnOrder(
    await walletBalances(tx, use.customer_id),
    use.net_price_paise,
  );
  if (use.a_paise > usable.a_paise || use.b_paise > usable.b_paise) {
    throw posPlacingError(
      'retail.pos_placing_refused',
      'Wallet credit used is more than the customer may use on this order',
    ).at('wallet_point_a');
  }
  for (const pot of POTS) {
    const paise = pot === 'a' ? use.a_paise : use.b_paise;
    if (paise === 0) continue;
    await postWalletEntry(tx, {
      customerId: use.customer_id,
      pot,
      amountPaise: -paise,
      reason: `Used on order ${use.order.order_random_id}`,
      orderId: use.order.id,
      actorLoginId: caller.login_id,
    });
  }
  await record.change({
    entity: 'wallet',
    id: String(use.customer_id),
    changes: {
      debit: {
        before: null,
        after: { order: use.order.order_random_id, a: use.a_paise, b: use.b_paise },
      },
    },
    reason: `Wallet credit of ${formatPaise(use.a_paise + use.b_paise)} used on order ${use.order.order_random_id}`,
  });
}

/**
 * The wallet credit a cancelled order used, credited back to the pots it came from, once per POS
 * order and pot (the ledger's source key).
 */
export async function creditWalletBack(
  { tx, caller, record }: UseCaseScope,
  pos: PosOrderRow,
  order: { id: number; order_random_id: string },
): Promise<void> {
  const total = pos.wallet_a_paise + pos.wallet_b_paise;
  if (total === 0) return;
  // Every cancel path is a staff member's; the ledger keeps who posted each entry.
  if (caller.login_id === null) throw new Error('wallet give-back: a sale cancelled by the system');
  for (const pot of POTS) {
    const paise = pot === 'a' ? pos.wallet_a_paise : pos.wallet_b_paise;
    if (paise === 0) continue;
    await postWalletEntry(tx, {
      customerId: pos.customer_id,
      pot,
      amountPaise: paise,
      reason: `Order ${order.order_random_id} cancelled: credit given back`,
      orderId: order.id,
      actorLoginId: caller.login_id,
      sourceKey: `till-sale-given-back:${pos.id}:${pot}`,
    });
  }
  await record.change({
    entity: 'wallet',
    id: String(pos.customer_id),
    changes: { credit: { before: null, after: { order: order.order_random_id, paise: total } } },
    reason: `Wallet credit of ${formatPaise(total)} given back: order ${order.order_random_id} cancelled`,
  });
}
