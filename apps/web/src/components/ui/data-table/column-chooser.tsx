import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

export interface ColumnChoice {
  id: string;
  header: string;
  visible: boolean;
}

interface ColumnChooserProps {
  /** The columns a person may hide or show, in the table's order. */
  choices: readonly ColumnChoice[];
  onToggle: (id: string, visible: boolean) => void;
}

/** The "Columns" menu: a checkbox per column that may be hidden. */
export function ColumnChooser({ choices, onToggle }: ColumnChooserProps) {
  if (choices.length === 0) return null;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Columns shown">
          <Text size="xs" c="dimmed">
            Columns shown
          </Text>
          {choices.map((choice) => (
            <Checkbox
              key={choice.id}
              size="xs"
              label={choice.header}
              checked={choice.visible}
              onChange={(event) => onToggle(choice.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
