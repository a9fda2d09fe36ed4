import type { CustomerMatch } from '@backoffice/domain/sales/place-order';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, ErrorState, LoadingState, type DataTableColumn } from '@/components/ui';
import { useCustomerSearch } from '@/features/sales/place-order/api/search-customers';

/** Who the order is for: a customer found by mobile, or a new one. */
export type CustomerChoice =
  { kind: 'new'; mobile: string } | { kind: 'existing'; match: CustomerMatch };

interface CustomerSectionProps {
  chosen: CustomerChoice | null;
  onChoose: (choice: CustomerChoice | null) => void;
}

const TEN_DIGITS = /^\d{10}$/;

const customerColumns = (
  onUse: (match: CustomerMatch) => void,
): readonly DataTableColumn<CustomerMatch>[] => [
  { id: 'name', header: 'Name', text: (match) => match.name, minWidth: 160, grow: 2 },
  {
    id: 'mobile_number',
    header: 'Mobile',
    text: (match) => match.mobile_number,
    minWidth: 110,
    grow: 0,
  },
  { id: 'email', header: 'Email', text: (match) => match.email ?? '-', minWidth: 180, grow: 2 },
  {
    id: 'orders_count',
    header: 'Orders',
    text: (match) => String(match.orders_count),
    minWidth: 70,
    grow: 0,
    align: 'end',
  },
  {
    id: 'last_order',
    header: 'Latest order',
    text: (match) => match.last_order_random_id ?? '-',
    minWidth: 110,
    grow: 0,
  },
  {
    id: 'use',
    header: 'Actions',
    text: () => '',
    render: (match) => (
      <Button size="compact-xs" onClick={() => onUse(match)}>
        Use this customer
      </Button>
    ),
    minWidth: 150,
    grow: 0,
    hideable: false,
  },
];

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
          <DataTable
            label="Customers found"
            tableId="sales.customers-found"
            columns={customerColumns((match) => onChoose({ kind: 'existing', match }))}
            rows={results}
            rowId={(match) => String(match.customer_id)}
            emptyText=""
            onOpenRow={(match) => onChoose({ kind: 'existing', match })}
          />
        )}
      </Stack>
    </Paper>
  );
}
