import { customers, walletEntries } from '@backoffice/db/schema';
import {
  REFUND_INITIATION_MESSAGES as M,
  type TWalletUsableQuery,
  type TWalletUsableResponse,
} from '@backoffice/domain/refunds';
import { toWireRupees } from '@backoffice/domain/core/money';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { walletBalances } from '../../sales/index';
import { initiationError } from './initiation.errors';

/** The credits listed with the usable amount, newest first. */
const ENTRIES_SHOWN = 50;

/**
 * wallet/usable/crm/: the wallet credit the customer of a mobile number may use now (earned
 * credit still valid and refund credit, from the wallet ledger), with the latest credits.
 */
export async function walletUsable(
  ctx: AppContext,
  query: TWalletUsableQuery,
): Promise<TWalletUsableResponse> {
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.mobile, query.mobile_number))
    .orderBy(asc(customers.id))
    .limit(1);
  if (!customer) throw initiationError('refunds.customer_not_found', M.walletNoCustomer);
  const balances = await walletBalances(ctx.db, customer.id);
  const credits = await ctx.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.customer_id, customer.id), gt(walletEntries.amount_paise, 0)))
    .orderBy(desc(walletEntries.created_at), desc(walletEntries.id))
    .limit(ENTRIES_SHOWN);
  return {
    mobile_number: query.mobile_number,
    usable_amount: toWireRupees(balances.a_usable_paise + balances.b_usable_paise),
    entries: credits.map((c) => ({
      amount: toWireRupees(c.amount_paise),
      remark: c.reason.slice(0, 200),
      credited_at: c.created_at.toISOString(),
      usable_until: c.valid_until ? c.valid_until.toISOString().slice(0, 10) : null,
    })),
  };
}
