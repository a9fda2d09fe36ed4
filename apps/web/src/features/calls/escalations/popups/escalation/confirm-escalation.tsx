import type {
  EscalationCreateDetails,
  TEscalationForm,
} from '@backoffice/domain/calls/escalations';
import { Button, Group, List, Stack, Text } from '@mantine/core';

interface ConfirmEscalationProps {
  details: EscalationCreateDetails;
  values: TEscalationForm;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The confirm prompt of the escalation form (001 section 5): what will be raised, on what. */
export function ConfirmEscalation({
  details,
  values,
  pending,
  onBack,
  onConfirm,
}: ConfirmEscalationProps) {
  const channel = details.channels.find((c) => c.channel_id === values.channel_id);
  const reason = details.reasons.find((r) => r.id === values.reason);
  const subReason = reason?.sub_reasons.find((s) => s.reason_id === values.reason_id);
  const warehouse = details.warehouses.find((w) => w.warehouse_id === values.warehouse_id);
  const products = details.carts.filter((c) => values.cart_pids.includes(c.cart_pid));
  return (
    <Stack gap="md" aria-label="Confirm escalation" role="group">
      <Text fw={600}>{`Raise an escalation on order ${details.order_random_id}?`}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{`Channel: ${channel?.channel_name ?? ''}`}</List.Item>
        <List.Item>{`Reason: ${reason?.reason ?? ''} / ${subReason?.sub_reason ?? ''}`}</List.Item>
        {warehouse && <List.Item>{`Warehouse: ${warehouse.warehouse_name}`}</List.Item>}
        {values.ticket_ids.length > 0 && (
          <List.Item>{`Tickets: ${values.ticket_ids.map((id) => `#${id}`).join(', ')}`}</List.Item>
        )}
        <List.Item>
          {`Products: ${products.map((p) => `${p.cart_pid} · ${p.item_name}`).join(', ')}`}
        </List.Item>
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
