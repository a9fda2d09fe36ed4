import { isSearchDisabled, normaliseSearchTerm } from '@backoffice/domain/core/validation';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

interface SearchFormProps {
  /** The term searched for last, shown in the box. */
  term: string;
  /** Called with the term trimmed and lower-cased. */
  onSearch: (term: string) => void;
}

/** One box for an order id, cart id, mobile, e-mail or name; Search is disabled while empty. */
export function SearchForm({ term, onSearch }: SearchFormProps) {
  const [typed, setTyped] = useState(term);
  const disabled = isSearchDisabled(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSearch(normaliseSearchTerm(typed));
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Universal search">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search orders"
          placeholder="Order id, cart id, mobile, e-mail or customer name"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={420}
          maw="100%"
        />
        <Button type="submit" disabled={disabled} leftSection={<IconSearch size={16} />}>
          Search
        </Button>
      </Group>
    </form>
  );
}
