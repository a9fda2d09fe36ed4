import type { ScreenShortcut } from '@backoffice/domain/access';
import { Group, Kbd, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';

/** One line of the help: the keys to press and what they do. */
interface ShortcutLine {
  keys: readonly string[];
  does: string;
}

const COLUMNS: readonly DataTableColumn<ShortcutLine>[] = [
  {
    id: 'keys',
    header: 'Keys',
    text: (line) => line.keys.join(' then '),
    render: (line) => (
      <Group gap={4} wrap="nowrap">
        {line.keys.map((key) => (
          <Kbd key={key}>{key}</Kbd>
        ))}
      </Group>
    ),
    minWidth: 96,
    grow: 0,
  },
  { id: 'does', header: 'Does', text: (line) => line.does, minWidth: 200 },
];

/** The shortcuts help: what each key does, with the user's own screens. */
export function ShortcutsHelp({ screens }: { screens: readonly ScreenShortcut[] }) {
  const lines: ShortcutLine[] = [
    { keys: ['/'], does: 'Search on this page' },
    { keys: ['?'], does: 'This list of shortcuts' },
    ...screens.map((s) => ({ keys: ['g', s.key], does: `Go to ${s.label}` })),
  ];
  return (
    <Stack gap="sm">
      <Text size="sm">Shortcuts work anywhere outside a text field.</Text>
      <DataTable
        label="Keyboard shortcuts"
        tableId="shell.shortcuts"
        placement="popup"
        columns={COLUMNS}
        rows={lines}
        rowId={(line) => line.keys.join('-')}
        emptyText="No shortcuts"
      />
    </Stack>
  );
}
