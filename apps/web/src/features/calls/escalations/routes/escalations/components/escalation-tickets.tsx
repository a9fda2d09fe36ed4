import type { HelpdeskTicketView } from '@backoffice/domain/calls/escalations';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

/** The customer's helpdesk tickets the escalation links. */
export function EscalationTickets({ tickets }: { tickets: readonly HelpdeskTicketView[] }) {
  if (tickets.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No tickets linked
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {tickets.map((ticket) => (
        <Group key={ticket.ticket_id} gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>{`#${ticket.ticket_id}`}</Text>
          <Text size="sm">{ticket.subject}</Text>
          <Badge variant="outline" color="gray" tt="none">
            {ticket.status_label}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(ticket.created_at)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
