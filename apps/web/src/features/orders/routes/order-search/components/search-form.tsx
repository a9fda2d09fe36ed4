import { isSearchDisabled } from '@backoffice/domain/core/validation';
import { ZSearchQuery } from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form';
import { searchFieldMark } from '@/lib/shortcuts/search-field';

/** The box's one field: the term, trimmed and lower-cased when searched. */
const ZSearchTerm = ZSearchQuery.pick({ search: true });

interface SearchFormProps {
  /** The term searched for last, shown in the box. */
  term: string;
  /** Called with the term trimmed and lower-cased. */
  onSearch: (term: string) => void;
}

/** One box for an order id, cart id, mobile, e-mail or name; Search is disabled while empty. */
export function SearchForm({ term, onSearch }: SearchFormProps) {
  const form = useForm<z.input<typeof ZSearchTerm>, unknown, z.output<typeof ZSearchTerm>>({
    resolver: zodResolver(ZSearchTerm),
    defaultValues: { search: term },
  });
  const typed = useWatch({ control: form.control, name: 'search' });
  const disabled = isSearchDisabled(typed);
  const submit = form.handleSubmit(({ search }) => onSearch(search));
  return (
    <form onSubmit={submit} role="search" aria-label="Universal search">
      <Group gap="sm" align="flex-end">
        <TextField
          control={form.control}
          name="search"
          label="Search orders"
          placeholder="Order id, cart id, mobile, e-mail or customer name"
          {...searchFieldMark}
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
