import { Alert, Button, Group, Text } from '@mantine/core';
import type { StaleWrite } from './stale-write';

/** The conflict of a stale write, in the popup above its form, with Reload; nothing without one. */
export function StaleWriteNotice({ stale }: { stale: StaleWrite }) {
  if (stale.conflict === null) return null;
  return (
    <Alert color="orange" title="Changed by someone else" role="alert">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{`${stale.conflict} What you typed is kept.`}</Text>
        {/* White, not a tint: a tint over the alert's own falls below AA. */}
        <Button
          size="xs"
          variant="default"
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
