import { DEFAULT_DEBOUNCE_MS } from '@backoffice/domain/core/constants';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (term: string) => void;
}

/** A search field that asks once typing pauses (the spec's default debounce). */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const search = useDebouncedCallback((term: string) => onSearch(term.trim()), DEFAULT_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      placeholder="Name, e-mail or login id"
      leftSection={<IconSearch size={16} />}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={260}
    />
  );
}
