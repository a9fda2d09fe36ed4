import type { OrderDetails } from '@backoffice/domain/orders';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useAutomateChecks } from './automate-api';

/**
 * Automate checks (000 section 7, "automate"): asks the payments provider about each pending
 * payment link of the order now, records what a missed notice would have, and shows what was
 * found, link by link.
 */
export function AutomatePopup({ order }: { order: OrderDetails }) {
  const checks = useAutomateChecks(order.order_random_id);
  if (checks.isSuccess) {
    const { message, findings } = checks.data;
    return (
      <Stack gap="sm" role="status" aria-label="What the checks found">
        <Text fw={600}>{message}</Text>
        {findings.length > 0 && (
          <List spacing={4}>
            {findings.map((finding) => (
              <List.Item key={finding.transaction_id}>{finding.text}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        Asks the payment provider about every pending payment link of order {order.order_random_id}{' '}
        now, and records a payment its notice missed.
      </Text>
      <Group justify="flex-end">
        <Button
          loading={checks.isPending}
          onClick={() =>
            checks.mutate({ order_random_id: order.order_random_id, version: order.version })
          }
        >
          Run checks
        </Button>
      </Group>
    </Stack>
  );
}
