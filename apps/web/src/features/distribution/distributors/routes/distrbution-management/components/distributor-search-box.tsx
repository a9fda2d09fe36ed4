import { DEFAULT_DEBOUNCE_MS } from '@backoffice/domain/core/constants';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface DistributorSearchBoxProps {
  value: string;
  onSearch: (term: string) => void;
}

/** The distributor search: name, SAP code, e-mail, phone or GSTIN, asked once typing pauses. */
export function DistributorSearchBox({ value, onSearch }: DistributorSearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const search = useDebouncedCallback((term: string) => onSearch(term.trim()), DEFAULT_DEBOUNCE_MS);
  return (
    <TextInput
      label="Search"
      placeholder="Name, SAP code, email, phone or GSTIN"
      leftSection={<IconSearch size={16} />}
      value={typed}
      maxLength={100}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={320}
    />
  );
}
