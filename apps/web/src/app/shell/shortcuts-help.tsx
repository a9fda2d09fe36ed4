import type { ScreenShortcut } from '@backoffice/domain/access';
import { Group, Kbd, Stack, Table, Text } from '@mantine/core';

/** The shortcuts help: what each key does, with the user's own screens. */
export function ShortcutsHelp({ screens }: { screens: readonly ScreenShortcut[] }) {
  return (
    <Stack gap="sm">
      <Text size="sm">Shortcuts work anywhere outside a text field.</Text>
      <Table aria-label="Keyboard shortcuts">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              <Kbd>/</Kbd>
            </Table.Td>
            <Table.Td>Search on this page</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>
              <Kbd>?</Kbd>
            </Table.Td>
            <Table.Td>This list of shortcuts</Table.Td>
          </Table.Tr>
          {screens.map((s) => (
            <Table.Tr key={s.key}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Kbd>g</Kbd>
                  <Kbd>{s.key}</Kbd>
                </Group>
              </Table.Td>
              <Table.Td>{`Go to ${s.label}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
