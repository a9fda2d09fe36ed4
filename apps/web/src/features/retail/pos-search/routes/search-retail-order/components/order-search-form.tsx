import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

const SEARCH_MAX_LENGTH = 64;

interface OrderSearchFormProps {
  /** The text the list shows now. */
  value: string;
  onSearch: (typed: string) => void;
}

/** The search box: a mobile, alternate mobile, PTR id or an order id; Enter or Search asks. */
export function OrderSearchForm({ value, onSearch }: OrderSearchFormProps) {
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Search retail orders">
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Mobile, alternate mobile, PTR id or order id"
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={320}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Search
        </Button>
      </Group>
    </form>
  );
}
