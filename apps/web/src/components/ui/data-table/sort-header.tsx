import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';

interface SortHeaderProps {
  header: string;
  /** The column's current direction, or false when the list is not sorted by it. */
  sorted: false | 'asc' | 'desc';
  onSort: () => void;
}

const ICON = { asc: IconArrowUp, desc: IconArrowDown } as const;

/** A sortable column's header: a button that sorts by the column, or turns its direction round. */
export function SortHeader({ header, sorted, onSort }: SortHeaderProps) {
  const Icon = sorted === false ? IconArrowsSort : ICON[sorted];
  return (
    <UnstyledButton onClick={onSort} fw="inherit" fz="inherit" maw="100%">
      <Group gap={4} wrap="nowrap">
        <span>{header}</span>
        <Icon size={14} aria-hidden opacity={sorted === false ? 0.4 : 1} />
      </Group>
    </UnstyledButton>
  );
}
