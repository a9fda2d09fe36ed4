import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

/** The longest e-mail address or phone number the box takes. */
const SEARCH_MAX_LENGTH = 100;

interface LeadSearchBoxProps {
  /** The term of the address (?search=). */
  value: string;
  onSearch: (term: string) => void;
}

/**
 * The quotation search (002 sections 2 and 5): one box for an e-mail address or a phone number;
 * Search is disabled while the box is empty, and the term is lowercased.
 */
export function LeadSearchBox({ value, onSearch }: LeadSearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const term = typed.trim().toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term) onSearch(term);
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search leads">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Email or phone"
          placeholder="Customer's email id or mobile number"
          leftSection={<IconSearch size={16} />}
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setTyped(event.currentTarget.value.toLowerCase())}
          w={320}
        />
        <Button type="submit" disabled={!term}>
          Search
        </Button>
      </Group>
    </form>
  );
}
