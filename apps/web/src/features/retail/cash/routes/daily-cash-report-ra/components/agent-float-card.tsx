import { CASH_MESSAGES, type CashPerson, type FloatData } from '@backoffice/domain/retail/cash';
import { Badge, Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useAgentFloatAction } from '@/features/retail/cash/api/agent-float-action';
import { formatRupees } from '@/lib/format';

const BUTTON_IDS = { accept: 1, reject: 2, deposit: 3 } as const;

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
  const [managerId, setManagerId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = (button: keyof typeof BUTTON_IDS) => {
    if (button === 'deposit' && managerId === null) {
      setError(CASH_MESSAGES.required);
      return;
    }
    action.mutate({
      amount: float.amount,
      button_id: BUTTON_IDS[button],
      ...(button === 'deposit' ? { retail_manager_login_id: Number(managerId) } : {}),
    });
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
            <Select
              label="Deposit to"
              placeholder="Select Retail Manager"
              size="xs"
              data={managers.map((m) => ({ value: String(m.login_id), label: m.name }))}
              value={managerId}
              onChange={(value) => {
                setManagerId(value);
                setError(null);
              }}
              error={error}
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
