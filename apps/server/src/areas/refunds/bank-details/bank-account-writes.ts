import {
  refundBankDetails,
  type RefundBankDetailsRow,
  type RefundRow,
} from '@backoffice/db/schema';
import {
  maskAccountNumber,
  type BankDetailsSource,
  type TBankAccount,
} from '@backoffice/domain/refunds';
import { sql } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';
import type { RefundInContext } from '../automation/refund-locks';
import { changeRefund } from '../automation/refund-record';

/**
 * Sets a refund's bank account (one row per refund), from Finance or the customer's link: a
 * new account is not verified yet, whatever the old one's finding was. The refund's version
 * moves and its history tells the change with the number masked.
 */
export async function setBankAccount(
  scope: UseCaseScope,
  subject: RefundInContext,
  account: TBankAccount,
  source: BankDetailsSource,
): Promise<{ bank: RefundBankDetailsRow; refund: RefundRow }> {
  const values = {
    account_holder_name: account.account_holder_name,
    account_number: account.account_number,
    ifsc: account.ifsc,
    source,
    verification_status: 'NOT_VERIFIED' as const,
    name_at_bank: null,
    verification_message: null,
    verified_by_login_id: null,
    verified_at: null,
    updated_by_login_id: scope.caller.login_id,
    updated_at: scope.now,
  };
  const [row] = await scope.tx
    .insert(refundBankDetails)
    .values({ ...values, refund_id: subject.refund.id, created_at: scope.now })
    .onConflictDoUpdate({
      target: refundBankDetails.refund_id,
      set: { ...values, version: sql`${refundBankDetails.version} + 1` },
    })
    .returning();
  if (!row) throw new Error('setBankAccount: the upsert returned no row');
  const masked = maskAccountNumber(account.account_number);
  const by = source === 'customer_link' ? 'by the customer through the link' : 'by Finance';
  const refund = await changeRefund(scope, subject, {
    set: {},
    kind: 'bank_details',
    sentence: `Bank details set ${by}: ${account.account_holder_name}, account ${masked}, IFSC ${account.ifsc}`,
    changes: { bank_account: { before: null, after: `${masked} ${account.ifsc}` } },
  });
  return { bank: row, refund };
}
