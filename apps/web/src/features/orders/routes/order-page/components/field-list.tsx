import { SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Labelled values of a card, as a description list laid out in columns. */
export function FieldList({
  cols = { base: 2, sm: 3, md: 4 },
  children,
}: {
  cols?: SimpleGridProps['cols'];
  children: ReactNode;
}) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}

/** One label and its value; an empty value reads as a dash. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </div>
  );
}
