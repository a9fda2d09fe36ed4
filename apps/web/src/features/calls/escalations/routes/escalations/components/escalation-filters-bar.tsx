import { ESCALATION_STATUS_IDS, ESCALATION_STATUSES } from '@backoffice/domain/calls/escalations';
import { isOrderRandomId } from '@backoffice/domain/orders';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { EscalationFilters } from '@/features/calls/escalations/api/escalation-filters';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ESCALATION_STATUSES.map((s) => ({ value: String(s.id), label: s.label })),
];

interface EscalationFiltersBarProps {
  filters: EscalationFilters;
  onChange: (filters: EscalationFilters) => void;
}

/** A status to narrow the list to, and an order id to look one order's escalations up. */
export function EscalationFiltersBar({ filters, onChange }: EscalationFiltersBarProps) {
  const [order, setOrder] = useState(filters.orderRandomId ?? '');
  const typed = order.trim().toUpperCase();
  const invalid = typed !== '' && !isOrderRandomId(typed);
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onChange({ ...filters, orderRandomId: typed === '' ? null : typed });
  };
  return (
    <form onSubmit={search} aria-label="Escalation filters">
      <Group gap="sm" align="flex-start">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status === null ? '' : String(filters.status)}
          allowDeselect={false}
          w={180}
          onChange={(value) =>
            onChange({
              ...filters,
              status: ESCALATION_STATUS_IDS.find((id) => String(id) === value) ?? null,
            })
          }
        />
        <TextInput
          label="Order Id"
          placeholder="e.g. K7Q2M9XA"
          value={order}
          w={200}
          error={invalid ? 'Invalid order id' : undefined}
          onChange={(event) => setOrder(event.currentTarget.value)}
        />
        <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} disabled={invalid}>
          Search
        </Button>
        {(filters.status !== null || filters.orderRandomId !== null) && (
          <Button
            variant="subtle"
            mt={25}
            onClick={() => {
              setOrder('');
              onChange({ status: null, orderRandomId: null });
            }}
          >
            Clear
          </Button>
        )}
      </Group>
    </form>
  );
}
