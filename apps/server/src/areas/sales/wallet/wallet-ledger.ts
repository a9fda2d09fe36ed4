import type { Database } from '@backoffice/db';
import { customers, walletEntries, type WalletEntryRow } from '@backoffice/db/schema';
import {
  walletBalancesAt,
  walletCreditValidUntil,
  type WalletBalances,
  type WalletPot,
} from '@backoffice/domain/sales/wallet';
import { eq } from 'drizzle-orm';
import { lockInOrder } from '../../../core/locks';
import { walletError } from './wallet.errors';

/** The most a reason keeps (the ledger's check). */
const REASON_MAX_LENGTH = 500;

/**
 * A customer's wallet balances now (paise): pot a, earned credit still valid; pot b, refund
 * credit. Usable is what the customer may spend today (the order's own caps are the domain's
 * walletUsableOnOrder).
 */
export async function walletBalances(tx: Database, customerId: number): Promise<WalletBalances> {
  const entries = await tx
    .select({
      pot: walletEntries.pot,
      amount_paise: walletEntries.amount_paise,
      created_at: walletEntries.created_at,
      valid_until: walletEntries.valid_until,
    })
    .from(walletEntries)
    .where(eq(walletEntries.customer_id, customerId));
  return walletBalancesAt(entries, new Date());
}

/** An entry to post: a credit (positive) or a debit (negative) of one pot. */
export interface WalletEntryInput {
  customerId: number;
  pot: WalletPot;
  amountPaise: number;
  reason: string;
  orderId?: number;
  refundId?: number;
  actorLoginId: number;
  /** What the entry is for, once ever (the ledger's unique source key): a repeat posts nothing. */
  sourceKey?: string;
}

/**
 * Appends one entry to a customer's wallet, inside the caller's transaction. The customer's row
 * is locked first, so two debits at once are taken one after the other and neither can spend
 * credit the other took; a debit above the pot's usable balance is refused. A pot a credit is
 * valid 6 months from now (earned credit is posted once every item is delivered). An entry with
 * a source key already posted is not posted again: null.
 */
export async function postWalletEntry(
  tx: Database,
  input: WalletEntryInput,
): Promise<WalletEntryRow | null> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise === 0) {
    throw new RangeError(`a wallet entry moves whole paise, got ${input.amountPaise}`);
  }
  await lockInOrder(tx, { wallets: [input.customerId] });
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) throw walletError('sales.wallet_customer_not_found');
  const now = new Date();
  if (input.amountPaise < 0) {
    const balances = await walletBalances(tx, input.customerId);
    const usable = input.pot === 'a' ? balances.a_usable_paise : balances.b_usable_paise;
    if (-input.amountPaise > usable) throw walletError('sales.wallet_insufficient');
  }
  const [row] = await tx
    .insert(walletEntries)
    .values({
      customer_id: input.customerId,
      pot: input.pot,
      amount_paise: input.amountPaise,
      reason: input.reason.slice(0, REASON_MAX_LENGTH),
      order_id: input.orderId ?? null,
      refund_id: input.refundId ?? null,
      valid_until: input.pot === 'a' && input.amountPaise > 0 ? walletCreditValidUntil(now) : null,
      actor_login_id: input.actorLoginId,
      created_at: now,
      source_key: input.sourceKey ?? null,
    })
    .onConflictDoNothing({ target: walletEntries.source_key })
    .returning();
  return row ?? null;
}
