import type { OrderAddress } from '@backoffice/domain/orders';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface AddressCardProps {
  title: string;
  /** Null when the address is the shipping address (billing same as shipping). */
  address: OrderAddress | null;
}

/** A shipping or billing address, as a label would print it. */
export function AddressCard({ title, address }: AddressCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {address === null ? (
        <Text size="sm" c="dimmed">
          Same as shipping address
        </Text>
      ) : (
        // A long word (an e-mail, an address typed without spaces) wraps inside the card.
        <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={600}>{`${address.firstname} ${address.lastname}`}</Text>
          <Text size="sm">{address.address}</Text>
          {address.landmark && <Text size="sm">{address.landmark}</Text>}
          <Text size="sm">{`${address.city}, ${address.state} ${address.pincode}`}</Text>
          <Text size="sm">{address.mobile_number}</Text>
          {address.email_address && <Text size="sm">{address.email_address}</Text>}
          {address.gst_number && (
            <Text size="sm">{`GST ${address.gst_number} · ${address.gst_organization ?? ''}`}</Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
