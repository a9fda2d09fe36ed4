import {
  BANK_DETAILS_MESSAGES,
  refundEditRefusal,
  type TUpdateBankDetails,
  type TUpdateBankDetailsResponse,
} from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { automationError } from '../automation/automation.errors';
import { lockRefundAt } from '../automation/refund-locks';
import { toRefundSummary } from '../summary/refund-summary';
import { setBankAccount } from './bank-account-writes';
import { toBankDetailsView } from './bank-details.queries';

/**
 * update-bank-details/: Finance sets the account a refund is paid to (holder, account number and
 * IFSC by the domain's rules), on an open refund not with the gateway; the account is then not
 * verified. Version-checked, once per Idempotency-Key.
 */
export function updateBankDetails(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUpdateBankDetails,
  idempotency: IdempotentRequest | null,
): Promise<TUpdateBankDetailsResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundAt(scope.tx, input.refund_id, input.version);
      const refusal = refundEditRefusal(subject.refund);
      if (refusal) throw automationError('refunds.refused', refusal);
      const { bank, refund } = await setBankAccount(scope, subject, input, 'staff');
      return {
        success: true as const,
        message: BANK_DETAILS_MESSAGES.saved,
        bank_details: await toBankDetailsView(scope.tx, bank),
        refund: toRefundSummary(refund, subject.order.order_random_id, subject.cart.affiliate_id),
      };
    }),
  );
}
