import { isSearchDisabled } from '@backoffice/domain/core/validation';
import { ZListSearchQuery } from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form';
import { searchFieldMark } from '@/lib/shortcuts/search-field';

/** The box's one field: the term, trimmed and lower-cased when searched. */
const ZListSearchTerm = ZListSearchQuery.pick({ search: true });

interface ListSearchFormProps {
  /** The term the list is searched for, or '' when the whole list shows. */
  term: string;
  /** Called with the term trimmed and lower-cased. */
  onSearch: (term: string) => void;
  /** Back to the whole list. */
  onClear: () => void;
}

/**
 * A search inside the list shown: an order id, cart id, mobile, e-mail or customer name. Search is
 * disabled while the box is empty; Clear, shown while a term is searched, returns to the list.
 */
export function ListSearchForm({ term, onSearch, onClear }: ListSearchFormProps) {
  const form = useForm<z.input<typeof ZListSearchTerm>, unknown, z.output<typeof ZListSearchTerm>>({
    resolver: zodResolver(ZListSearchTerm),
    defaultValues: { search: term },
  });
  const typed = useWatch({ control: form.control, name: 'search' });
  const submit = form.handleSubmit(({ search }) => onSearch(search));
  return (
    <form onSubmit={submit} role="search" aria-label="Search this list">
      <Group gap="sm" align="flex-end">
        <TextField
          {...searchFieldMark}
          control={form.control}
          name="search"
          label="Search this list"
          placeholder="Order id, cart id, mobile, e-mail or customer name"
          w={420}
          maw="100%"
        />
        <Button
          type="submit"
          disabled={isSearchDisabled(typed)}
          leftSection={<IconSearch size={16} />}
        >
          Search
        </Button>
        {term !== '' && (
          <Button variant="default" onClick={onClear}>
            Clear
          </Button>
        )}
      </Group>
    </form>
  );
}
