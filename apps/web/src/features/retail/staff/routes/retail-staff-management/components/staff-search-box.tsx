import { DEFAULT_DEBOUNCE_MS } from '@backoffice/domain/core/constants';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface StaffSearchBoxProps {
  value: string;
  onSearch: (term: string) => void;
}

/** The staff search: asks once typing pauses (the spec's default debounce). */
export function StaffSearchBox({ value, onSearch }: StaffSearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const search = useDebouncedCallback((term: string) => onSearch(term.trim()), DEFAULT_DEBOUNCE_MS);
  return (
    <TextInput
      label="Search"
      placeholder="Name, email, contact or login id"
      leftSection={<IconSearch size={16} />}
      value={typed}
      maxLength={100}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={280}
    />
  );
}
