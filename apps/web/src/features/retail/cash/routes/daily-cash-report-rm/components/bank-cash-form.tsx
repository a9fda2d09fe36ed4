import { CASH_MESSAGES } from '@backoffice/domain/retail/cash';
import { useConfirm } from '@/components/ui';
import { useSubmitManagerCash } from '@/features/retail/cash/api/submit-manager-cash';
import {
  SubmitCountForm,
  type CountedCash,
} from '@/features/retail/cash/components/submit-count-form';
import { useConfirmationComments } from '@/features/retail/cash/popups/confirmation-comments-popup';
import { formatPaise } from '@/lib/format';

/**
 * The manager's count of the store's cash (spec 002 sections 2 and 7): Confirm banks the counted
 * notes (action 1, after 'Are you sure want to confirm?'); Raise Dispute (action 2) asks for the
 * Confirmation Comments. Both are disabled while the total is 0.
 */
export function BankCashForm() {
  const submit = useSubmitManagerCash();
  const confirm = useConfirm();
  const askComments = useConfirmationComments();
  const bank = async (cash: CountedCash) => {
    if (!(await confirm(`${CASH_MESSAGES.confirm} ${formatPaise(cash.totalPaise)} to the bank.`))) {
      return false;
    }
    await submit.mutateAsync({ amount: cash.amount, action: 1, denominations: cash.denominations });
    return true;
  };
  const dispute = async (cash: CountedCash) => {
    const comments = await askComments(`Counted at the store: ${formatPaise(cash.totalPaise)}`);
    if (comments === null) return false;
    await submit.mutateAsync({
      amount: cash.amount,
      action: 2,
      denominations: cash.denominations,
      comments,
    });
    return true;
  };
  return (
    <SubmitCountForm
      busy={submit.isPending}
      actions={[
        { label: 'Confirm', onCount: bank },
        { label: 'Raise Dispute', color: 'red', onCount: dispute },
      ]}
    />
  );
}
