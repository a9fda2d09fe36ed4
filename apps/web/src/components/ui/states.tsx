/** Shared loading, empty, error and forbidden states of the screens. */
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function LoadingState() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

export interface EmptyStateProps {
  /** The spec's empty text of the screen, e.g. "No Orders Found...". */
  text: ReactNode;
}

export function EmptyState({ text }: EmptyStateProps) {
  return (
    <Center py="xl">
      <Text c="dimmed">{text}</Text>
    </Center>
  );
}

export interface ErrorStateProps {
  message: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} my="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        {/* White, not a red tint: a tint over the alert's own falls below AA. */}
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}

export function ForbiddenState() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconLock size={32} aria-hidden />
        <Text fw={600}>Access Forbidden</Text>
      </Stack>
    </Center>
  );
}
