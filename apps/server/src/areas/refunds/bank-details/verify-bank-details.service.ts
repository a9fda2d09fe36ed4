import { refundBankDetails } from '@backoffice/db/schema';
import {
  bankVerificationMessage,
  REFUND_EDIT_MESSAGES,
  refundEditRefusal,
  type BankVerificationStatus,
  type TVerifyBankDetails,
  type TVerifyBankDetailsResponse,
} from '@backoffice/domain/refunds';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import type { BankAccountVerification } from '../../../integrations/bank-accounts/bank-accounts';
import { automationError } from '../automation/automation.errors';
import { lockRefundAt, readRefund } from '../automation/refund-locks';
import { changeRefund } from '../automation/refund-record';
import { toRefundSummary } from '../summary/refund-summary';
import { bankDetailsOf, lockBankDetailsOf, toBankDetailsView } from './bank-details.queries';

const FINDINGS: Record<
  BankAccountVerification['status'],
  Exclude<BankVerificationStatus, 'NOT_VERIFIED'>
> = { valid: 'VALID', name_mismatch: 'NAME_MISMATCH', invalid_account: 'INVALID_ACCOUNT' };

/**
 * verify-bank-details/: checks a refund's bank account with the verification service and keeps
 * the finding (status, the name at the bank, who asked, when). The rules and the account are
 * read first; the service is asked with no transaction open; the finding is written at the
 * version the caller saw, only if the account was not changed meanwhile (else 409).
 */
export async function verifyBankDetails(
  ctx: AppContext,
  caller: StaffCaller,
  input: TVerifyBankDetails,
  idempotency: IdempotentRequest | null,
): Promise<TVerifyBankDetailsResponse> {
  const before = await readRefund(ctx.db, input.refund_id);
  if (before.refund.version !== input.version) throw new AppError('STALE');
  const refusal = refundEditRefusal(before.refund);
  if (refusal) throw automationError('refunds.refused', refusal);
  const account = await bankDetailsOf(ctx.db, input.refund_id);
  if (!account) throw automationError('refunds.refused', REFUND_EDIT_MESSAGES.noBankDetails);
  const found = await ctx.integrations.bankAccounts.verify({
    account_number: account.account_number,
    ifsc: account.ifsc,
    holder_name: account.account_holder_name,
  });
  const status = FINDINGS[found.status];
  const message = bankVerificationMessage(status, found.registered_name);
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundAt(scope.tx, input.refund_id, input.version);
      const locked = await lockBankDetailsOf(scope.tx, input.refund_id);
      if (!locked || locked.version !== account.version) throw new AppError('STALE');
      const [bank] = await scope.tx
        .update(refundBankDetails)
        .set({
          verification_status: status,
          name_at_bank: found.registered_name,
          verification_message: `${message} (${found.reference})`,
          verified_by_login_id: caller.login_id,
          verified_at: scope.now,
          updated_at: scope.now,
          version: sql`${refundBankDetails.version} + 1`,
        })
        .where(eq(refundBankDetails.id, locked.id))
        .returning();
      if (!bank) throw new Error('verifyBankDetails: the bank details are gone');
      const refund = await changeRefund(scope, subject, {
        set: {},
        kind: 'verification',
        sentence: `Bank details checked with the bank: ${message}`,
        changes: {
          verification_status: { before: locked.verification_status, after: status },
        },
      });
      return {
        success: true as const,
        message,
        bank_details: await toBankDetailsView(scope.tx, bank),
        refund: toRefundSummary(refund, subject.order.order_random_id, subject.cart.affiliate_id),
      };
    }),
  );
}
