import type { EscalationDetails } from '@backoffice/domain/calls/escalations';
import { Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { EscalationStatusBadge } from '@/features/calls/escalations/components/escalation-status-badge';
import { EscalationHistory } from './escalation-history';
import { EscalationProducts } from './escalation-products';
import { EscalationTickets } from './escalation-tickets';
import { OrderLink } from '@/components/ui';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={4} size="h6" mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** What the escalation details popup shows: the escalation, its products, tickets and history. */
export function EscalationDetailsView({ details }: { details: EscalationDetails }) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Text>Order</Text>
          <OrderLink orderRandomId={details.order_random_id} />
        </Group>
        <EscalationStatusBadge status={details.status} label={details.status_label} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Field label="Channel">
          <Text size="sm">{details.channel.channel_name}</Text>
          <Text size="xs" c="dimmed">
            {details.channel.channel_description}
          </Text>
        </Field>
        <Field label="Reason">
          <Text size="sm">{details.reason.reason}</Text>
          <Text size="xs" c="dimmed">
            {details.reason.sub_reason}
          </Text>
        </Field>
        <Field label="Warehouse">
          <Text size="sm">
            {details.warehouse
              ? `${details.warehouse.warehouse_name} (${details.warehouse.city})`
              : 'Not needed for this reason'}
          </Text>
        </Field>
        <Field label="Raised">
          <Text size="sm">{formatDateTime(details.created_at)}</Text>
          <Text size="xs" c="dimmed">
            {details.created_by.name}
          </Text>
        </Field>
      </SimpleGrid>
      <Divider />
      <Section title="Products">
        <EscalationProducts details={details} />
      </Section>
      <Section title="Tickets">
        <EscalationTickets tickets={details.tickets} />
      </Section>
      <Section title="History">
        <EscalationHistory entries={details.history} />
      </Section>
    </Stack>
  );
}
