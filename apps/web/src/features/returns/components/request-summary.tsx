import type { CustomerRequest } from '@backoffice/domain/returns';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

/** A request at a glance: what, why, how many, its status and hold, who raised it and when. */
export function RequestSummary({ request }: { request: CustomerRequest }) {
  return (
    <Stack gap={4} aria-label={`Request ${request.id}`}>
      <Group gap="xs">
        <Text fw={600}>{`${request.request_type_label} · ${request.quantity} item(s)`}</Text>
        <Badge variant="light">{request.status_label}</Badge>
        {request.is_cancelled && <Badge color="gray">Cancelled</Badge>}
        {request.hold_sub_reason && (
          <Badge color="orange" variant="outline">{`On hold: ${request.hold_sub_reason}`}</Badge>
        )}
      </Group>
      <Text size="sm">{request.reason}</Text>
      {request.comments && (
        <Text size="sm" c="dimmed">
          {request.comments}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {`Raised by ${request.created_by.name} on ${formatDateTime(request.created_at)}`}
      </Text>
    </Stack>
  );
}
