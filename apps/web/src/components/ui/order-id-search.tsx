import { ORDER_ID_SEARCH_MAX } from '@backoffice/domain/orders';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { searchFieldMark } from '@/lib/shortcuts/search-field';

export interface OrderIdSearchProps {
  /** The order id searched, or '' while the whole list shows. */
  orderId: string;
  onSearch: (orderId: string) => void;
  /** The search's name for assistive technology, e.g. 'Search refunds'. */
  name: string;
  /** The longest id the list's search takes; ORDER_ID_SEARCH_MAX when not given. */
  maxLength?: number;
  /** How a typed id is read before it is searched; trimmed when not given. */
  read?: (typed: string) => string;
}

/** A list's search by order id; Clear, shown while one is searched, shows the whole list again. */
export function OrderIdSearch({
  orderId,
  onSearch,
  name,
  maxLength = ORDER_ID_SEARCH_MAX,
  read,
}: OrderIdSearchProps) {
  const [typed, setTyped] = useState(orderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(read ? read(typed) : typed.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={name}>
      <Group gap="sm" align="flex-end">
        <TextInput
          {...searchFieldMark}
          label="Order Id"
          placeholder="Search by order id"
          maxLength={maxLength}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={240}
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
