import { Alert, Button, Group, Text } from '@mantine/core';
import type { StaleWrite } from './stale-write';

/** The conflict of a stale write, in the popup above its form, with Reload; nothing without one. */
export function StaleWriteNotice({ stale }: { stale: StaleWrite }) {
  if (stale.conflict === null) return null;
  return (
    <Alert color="orange" title="Changed by someone else" role="alert">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{`${stale.conflict} What you typed is kept.`}</Text>
        <Button
          size="xs"
          variant="light"
          loading={stale.reloading}
          onClick={stale.reload}
          style={{ flexShrink: 0 }}
        >
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
