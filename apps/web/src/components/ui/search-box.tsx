import { DEFAULT_DEBOUNCE_MS } from '@backoffice/domain/core/constants';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** The longest term a list's search box takes. */
const SEARCH_MAX_LENGTH = 100;

export interface SearchBoxProps {
  /** The term of the address (?search=), where the box starts. */
  value: string;
  /** Called with the trimmed term once typing pauses. */
  onSearch: (term: string) => void;
  /** What the list is searched by, e.g. 'Name, email, contact or login id'. */
  placeholder: string;
  width: number;
}

/** A list's search box: asks once typing pauses (the spec's default debounce). */
export function SearchBox({ value, onSearch, placeholder, width }: SearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const search = useDebouncedCallback((term: string) => onSearch(term.trim()), DEFAULT_DEBOUNCE_MS);
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={typed}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={width}
    />
  );
}
