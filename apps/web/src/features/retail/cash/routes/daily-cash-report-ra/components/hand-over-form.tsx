import {
  CASH_MESSAGES,
  ZAgentSubmitRequest,
  type CashPerson,
} from '@backoffice/domain/retail/cash';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, SelectField } from '@/components/form';
import { useConfirm } from '@/components/ui';
import {
  useSubmitAgentCash,
  type AgentSubmitBody,
} from '@/features/retail/cash/api/submit-agent-cash';
import {
  SubmitCountForm,
  type CountedCash,
} from '@/features/retail/cash/components/submit-count-form';
import { formatPaise } from '@/lib/format';

/** The manager the cash goes to, required with the spec's message. */
const ZHandOverManager = ZAgentSubmitRequest.pick({ retail_manager_login_id: true });

/**
 * The agent's hand-over (spec 002 sections 5 and 7): the notes counted, to a chosen retail manager
 * (required), after a confirm; sent as { amount, retail_manager_login_id, denominations }.
 */
export function HandOverForm({ managers }: { managers: readonly CashPerson[] }) {
  const submit = useSubmitAgentCash();
  const confirm = useConfirm();
  const form = useForm<
    z.input<typeof ZHandOverManager>,
    unknown,
    z.output<typeof ZHandOverManager>
  >({
    resolver: zodResolver(ZHandOverManager),
    defaultValues: { retail_manager_login_id: null },
  });
  const handOver = async (cash: CountedCash) => {
    const chosen = (await form.trigger()) ? form.getValues('retail_manager_login_id') : null;
    const manager = managers.find((m) => String(m.login_id) === chosen);
    if (!manager) return false;
    const sure = await confirm(
      `${CASH_MESSAGES.confirm} ${formatPaise(cash.totalPaise)} to ${manager.name}.`,
    );
    if (!sure) return false;
    const body: AgentSubmitBody = {
      amount: cash.amount,
      retail_manager_login_id: manager.login_id,
      denominations: cash.denominations,
    };
    try {
      await submit.mutateAsync(body);
    } catch (failure) {
      applyServerErrors(form, failure, ['retail_manager_login_id']);
      throw failure;
    }
    return true;
  };
  return (
    <SubmitCountForm busy={submit.isPending} actions={[{ label: 'Confirm', onCount: handOver }]}>
      <SelectField
        control={form.control}
        name="retail_manager_login_id"
        label="Retail Manager"
        placeholder="Select Retail Manager"
        data={managers.map((m) => ({ value: String(m.login_id), label: m.name }))}
        w={320}
      />
    </SubmitCountForm>
  );
}
