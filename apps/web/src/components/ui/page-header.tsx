/** Header of a screen: title with an optional (count), an optional Back button and actions on the right. */
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { BackButton } from './back-button';

export interface PageHeaderProps {
  title: ReactNode;
  /** Shown after the title in brackets, e.g. "(1,234)". */
  count?: number;
  /** The count is a lower bound: shown as "(1,000+)". */
  countIsLowerBound?: boolean;
  /** true goes one step back in history; a string goes to that path. */
  back?: boolean | string;
  /** Actions at the right end, e.g. the Break/Working toggle or buttons. */
  right?: ReactNode;
  /** Content under the title row, e.g. filters or tabs. */
  children?: ReactNode;
}

export function PageHeader({
  title,
  count,
  countIsLowerBound = false,
  back = false,
  right,
  children,
}: PageHeaderProps) {
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          {back !== false && <BackButton to={back === true ? undefined : back} />}
          <Title order={2} size="h3">
            {title}
            {count !== undefined && (
              <Text span inherit c="dimmed">
                {` (${formatNumber(count)}${countIsLowerBound ? '+' : ''})`}
              </Text>
            )}
          </Title>
        </Group>
        {right !== undefined && <Group gap="sm">{right}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
