import type { CustomerMatch } from '@backoffice/domain/sales/place-order';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui';
import { useCustomerSearch } from '@/features/sales/place-order/api/search-customers';

/** Who the order is for: a customer found by mobile, or a new one. */
export type CustomerChoice =
  { kind: 'new'; mobile: string } | { kind: 'existing'; match: CustomerMatch };

interface CustomerSectionProps {
  chosen: CustomerChoice | null;
  onChoose: (choice: CustomerChoice | null) => void;
}

const TEN_DIGITS = /^\d{10}$/;

/** Searches an existing customer by mobile number, or starts a new one. */
export function CustomerSection({ chosen, onChoose }: CustomerSectionProps) {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const found = useCustomerSearch(asked);
  const search = () => {
    if (TEN_DIGITS.test(typed)) setAsked(typed);
  };
  if (chosen) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-label="Customer">
        <Group justify="space-between">
          <div>
            <Title order={4}>Customer</Title>
            <Text>
              {chosen.kind === 'new'
                ? 'New customer: created from the shipping address'
                : `${chosen.match.name} · ${chosen.match.mobile_number} · ${chosen.match.orders_count} order(s)`}
            </Text>
          </div>
          <Button variant="default" onClick={() => onChoose(null)}>
            Change customer
          </Button>
        </Group>
      </Paper>
    );
  }
  const results = found.data?.results ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Customer">
      <Stack gap="sm">
        <Title order={4}>Customer</Title>
        {/* Enter searches, as a search box does. */}
        <Group align="flex-end" gap="sm" role="search" aria-label="Customer search">
          <TextInput
            label="Customer Mobile Number"
            inputMode="numeric"
            maxLength={10}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, ''))}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              search();
            }}
            w={240}
          />
          <Button onClick={search} disabled={!TEN_DIGITS.test(typed)}>
            Search
          </Button>
          <Button variant="light" onClick={() => onChoose({ kind: 'new', mobile: typed })}>
            New Customer
          </Button>
        </Group>
        {asked !== null && found.isPending && <LoadingState />}
        {found.isError && (
          <ErrorState message={found.error.message} onRetry={() => void found.refetch()} />
        )}
        {found.isSuccess && results.length === 0 && (
          <Text c="dimmed">No customer uses {asked}: start a new customer.</Text>
        )}
        {results.length > 0 && (
          <Table aria-label="Customers found" withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Orders</Table.Th>
                <Table.Th>Latest order</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((match) => (
                <Table.Tr key={match.customer_id}>
                  <Table.Td>{match.name}</Table.Td>
                  <Table.Td>{match.mobile_number}</Table.Td>
                  <Table.Td>{match.email ?? '-'}</Table.Td>
                  <Table.Td>{match.orders_count}</Table.Td>
                  <Table.Td>{match.last_order_random_id ?? '-'}</Table.Td>
                  <Table.Td>
                    <Button size="xs" onClick={() => onChoose({ kind: 'existing', match })}>
                      Use this customer
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
