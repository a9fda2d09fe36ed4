import { CASH_MESSAGES, type CashPerson, type FloatData } from '@backoffice/domain/retail/cash';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors, SelectField } from '@/components/form';
import { useAgentFloatAction } from '@/features/retail/cash/api/agent-float-action';
import { formatRupees } from '@/lib/format';

const BUTTON_IDS = { accept: 1, reject: 2, deposit: 3 } as const;

/** The manager a deposit goes to, named as the float request names it. */
interface DepositTo {
  retail_manager_login_id: string | null;
}

/**
 * The agent's float (spec 002 section 4): amount and status, with Accept, Reject and Deposit
 * each shown only when the server flags it; a deposit goes to a chosen retail manager.
 */
export function AgentFloatCard({
  float,
  managers,
}: {
  float: FloatData;
  managers: readonly CashPerson[];
}) {
  const action = useAgentFloatAction();
  const form = useForm<DepositTo>({ defaultValues: { retail_manager_login_id: null } });
  const act = (button: keyof typeof BUTTON_IDS) => {
    const managerId = form.getValues('retail_manager_login_id');
    if (button === 'deposit' && managerId === null) {
      form.setError('retail_manager_login_id', { message: CASH_MESSAGES.required });
      return;
    }
    action.mutate(
      {
        amount: float.amount,
        button_id: BUTTON_IDS[button],
        ...(button === 'deposit' ? { retail_manager_login_id: Number(managerId) } : {}),
      },
      { onError: (error) => applyServerErrors(form, error, ['retail_manager_login_id']) },
    );
  };
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label="Float">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="xs" c="dimmed">
            Float Amount
          </Text>
          <Group gap="xs">
            <Text fw={700} size="lg">
              {formatRupees(float.amount)}
            </Text>
            <Badge variant="light" aria-label="Float status">
              {float.status_label}
            </Badge>
          </Group>
        </div>
        <Group gap="xs" align="flex-end">
          {float.deposit_button && (
            <SelectField
              control={form.control}
              name="retail_manager_login_id"
              label="Deposit to"
              placeholder="Select Retail Manager"
              size="xs"
              data={managers.map((m) => ({ value: String(m.login_id), label: m.name }))}
              w={200}
            />
          )}
          {float.accept_button && (
            <Button size="xs" onClick={() => act('accept')} loading={action.isPending}>
              Accept
            </Button>
          )}
          {float.reject_button && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => act('reject')}
              disabled={action.isPending}
            >
              Reject
            </Button>
          )}
          {float.deposit_button && (
            <Button size="xs" onClick={() => act('deposit')} loading={action.isPending}>
              Deposit
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
