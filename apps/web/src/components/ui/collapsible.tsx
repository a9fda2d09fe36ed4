/** Collapsible section: a titled toggle button (aria-expanded) that shows or hides its content. */
import { Box, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

export interface CollapsibleProps {
  title: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function Collapsible({ title, defaultOpen = false, children }: CollapsibleProps) {
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  const buttonId = useId();
  const contentId = useId();

  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        id={buttonId}
        w="100%"
        p="sm"
        aria-expanded={opened}
        aria-controls={contentId}
        onClick={toggle}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{
              transform: opened ? 'rotate(180deg)' : undefined,
              transition: 'transform 200ms',
            }}
          />
        </Group>
      </UnstyledButton>
      <Collapse in={opened} id={contentId} role="region" aria-labelledby={buttonId}>
        {/* Padding inside, so that the closed section collapses to zero height. */}
        <Box px="sm" pb="sm">
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}
