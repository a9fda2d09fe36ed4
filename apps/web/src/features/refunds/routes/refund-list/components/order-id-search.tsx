import { REFUND_SEARCH_MAX } from '@backoffice/domain/refunds';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { searchFieldMark } from '@/lib/shortcuts/search-field';

interface OrderIdSearchProps {
  /** The order id searched, or '' while the whole list shows. */
  orderId: string;
  onSearch: (orderId: string) => void;
}

/** A search of the refund list by order id; Clear, shown while one is searched, shows all again. */
export function OrderIdSearch({ orderId, onSearch }: OrderIdSearchProps) {
  const [typed, setTyped] = useState(orderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search refunds">
      <Group gap="sm" align="flex-end">
        <TextInput
          {...searchFieldMark}
          label="Order Id"
          placeholder="Search by order id"
          maxLength={REFUND_SEARCH_MAX}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={200}
        />
        <Button type="submit" disabled={typed.trim() === ''} leftSection={<IconSearch size={16} />}>
          Search
        </Button>
        {orderId !== '' && (
          <Button
            variant="default"
            onClick={() => {
              setTyped('');
              onSearch('');
            }}
          >
            Clear
          </Button>
        )}
      </Group>
    </form>
  );
}
