import { type Distributor } from '@backoffice/domain/distribution';
import { Badge, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useDistributor } from '@/features/distribution/distributors/api/get-distributor';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} aria-label={label}>
        {children === null || children === '' ? '-' : children}
      </Text>
    </div>
  );
}

const addressOf = (d: Distributor, billing: boolean) =>
  billing
    ? `${d.billing_address}, ${d.billing_landmark}, ${d.billing_city}, ${d.billing_state} ${d.billing_pincode}`
    : `${d.address}, ${d.landmark}, ${d.city}, ${d.state} ${d.pincode}`;

/** Every field of a distributor (GET /api/distributors/{code}/details/), its status and credit. */
export function DistributorDetailsPopup({ code }: { code: string }) {
  const details = useDistributor(code);
  if (details.isPending) return <LoadingState />;
  if (details.isError) {
    return <ErrorState message={details.error.message} onRetry={() => void details.refetch()} />;
  }
  const d = details.data.distributor;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={4}>{d.name}</Title>
        <Badge color={d.active ? 'green' : 'gray'}>{d.status}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Field label="SAP Code">{d.distributor_code}</Field>
        <Field label="Email">{d.email}</Field>
        <Field label="Phone Number">{d.phone_number}</Field>
        <Field label="PAN">{d.pan}</Field>
        <Field label="Referred By">{d.referred_by}</Field>
        <Field label="Dealer COD">{d.is_cod_enabled ? 'Enabled' : 'Disabled'}</Field>
        <Field label="Contact Name">{d.contact_name}</Field>
        <Field label="Contact Email">{d.contact_email}</Field>
        <Field label="Contact Phone">{d.contact_phone}</Field>
      </SimpleGrid>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label="Shipping address">{addressOf(d, false)}</Field>
        <Field label="Billing address">{addressOf(d, true)}</Field>
      </SimpleGrid>
      <Divider />
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Field label="GSTIN">{d.is_noc_obtained ? 'NOC obtained' : d.gst_number}</Field>
        <Field label="GST Organization">{d.gst_organization}</Field>
        <Field label="GST verified">
          {d.gst_verified_at ? formatDateTime(d.gst_verified_at) : 'Not verified'}
        </Field>
        <Field label="Credit balance">{formatRupees(d.credit_balance)}</Field>
        <Field label="Credit limit">{formatRupees(d.credit_limit)}</Field>
        <Field label="Available credit">{formatRupees(d.available_credit)}</Field>
        <Field label="Credit pending approval">{formatRupees(d.pending_credit)}</Field>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Created {formatDateTime(d.created_at)} · updated {formatDateTime(d.updated_at)}
      </Text>
    </Stack>
  );
}
