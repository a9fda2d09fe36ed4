import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell's second detail on its one line, dimmed after a space: "#17 COD to Online". */
export function SecondaryText({ children }: { children: ReactNode }) {
  return (
    <>
      {' '}
      <Text span inherit c="dimmed">
        {children}
      </Text>
    </>
  );
}
