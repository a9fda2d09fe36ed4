import { CASH_MESSAGES, type CashPerson } from '@backoffice/domain/retail/cash';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '@/components/ui';
import { useSubmitAgentCash } from '@/features/retail/cash/api/submit-agent-cash';
import {
  SubmitCountForm,
  type CountedCash,
} from '@/features/retail/cash/components/submit-count-form';
import { formatPaise } from '@/lib/format';

/**
 * The agent's hand-over (spec 002 sections 5 and 7): the notes counted, to a chosen retail manager
 * (required), after a confirm; sent as { amount, retail_manager_login_id, denominations }.
 */
export function HandOverForm({ managers }: { managers: readonly CashPerson[] }) {
  const submit = useSubmitAgentCash();
  const confirm = useConfirm();
  const [managerId, setManagerId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handOver = async (cash: CountedCash) => {
    const manager = managers.find((m) => String(m.login_id) === managerId);
    if (!manager) {
      setError(CASH_MESSAGES.required);
      return false;
    }
    const sure = await confirm(
      `${CASH_MESSAGES.confirm} ${formatPaise(cash.totalPaise)} to ${manager.name}.`,
    );
    if (!sure) return false;
    await submit.mutateAsync({
      amount: cash.amount,
      retail_manager_login_id: manager.login_id,
      denominations: cash.denominations,
    });
    return true;
  };
  return (
    <SubmitCountForm
      busy={submit.isPending}
      actions={[{ label: 'Confirm', onCount: (cash) => handOver(cash).catch(() => false) }]}
    >
      <Select
        label="Retail Manager"
        placeholder="Select Retail Manager"
        data={managers.map((m) => ({ value: String(m.login_id), label: m.name }))}
        value={managerId}
        onChange={(value) => {
          setManagerId(value);
          setError(null);
        }}
        error={error}
        w={320}
      />
    </SubmitCountForm>
  );
}
