import { ZSaveFilterRequest } from '@backoffice/domain/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  useDeleteSavedFilter,
  useSavedFilters,
  useSaveFilter,
} from '@/lib/saved-filters/saved-filters-api';

const ZName = ZSaveFilterRequest.pick({ name: true });

export interface SavedFiltersMenuProps {
  /** The screen the sets belong to, e.g. `orders.work-list`. */
  screen: string;
  /** Query parameters that are not filters (the page), neither saved nor kept on applying. */
  ignoredKeys?: readonly string[];
}

/**
 * The signed-in person's saved filters of a screen: applying one puts its query in the address,
 * saving keeps the address's query under a name (the same name replaces it), and each can be
 * deleted.
 */
export function SavedFiltersMenu({ screen, ignoredKeys = ['offset'] }: SavedFiltersMenuProps) {
  const [opened, setOpened] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const saved = useSavedFilters(screen);
  const save = useSaveFilter(screen);
  const remove = useDeleteSavedFilter(screen);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(ZName),
    defaultValues: { name: '' },
  });
  const currentQuery = () =>
    Object.fromEntries([...searchParams].filter(([key]) => !ignoredKeys.includes(key)));
  const submit = form.handleSubmit(({ name }) =>
    save.mutate({ screen, name, query: currentQuery() }, { onSuccess: () => form.reset() }),
  );
  const apply = (query: Record<string, string>) => {
    setSearchParams(new URLSearchParams(query));
    setOpened(false);
  };
  const sets = saved.data?.results ?? [];

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={300}>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconBookmark size={16} />}
          onClick={() => setOpened((o) => !o)}
        >
          Saved filters
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {saved.isError && <Text c="red">Saved filters could not be loaded</Text>}
          {saved.isSuccess && sets.length === 0 && <Text c="dimmed">No saved filters yet</Text>}
          <ul aria-label="Saved filters" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {sets.map((set) => (
              <li key={set.id}>
                <Group justify="space-between" wrap="nowrap">
                  <UnstyledButton onClick={() => apply(set.query)}>{set.name}</UnstyledButton>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${set.name}`}
                    loading={remove.isPending && remove.variables === set.id}
                    onClick={() => remove.mutate(set.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </ul>
          <Divider />
          <form onSubmit={submit} noValidate aria-label="Save current filters">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                aria-label="Name"
                placeholder="Name of these filters"
                error={form.formState.errors.name?.message}
                {...form.register('name')}
              />
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </form>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
