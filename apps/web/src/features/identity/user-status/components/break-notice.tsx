import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import { useUpdateUserStatus } from '../api/update-user-status';

/** While on Break this is the only content (spec 000 section 1). */
export function BreakNotice() {
  const update = useUpdateUserStatus();
  return (
    <Center py={80}>
      <Stack align="center" gap="md">
        <IconCoffee size={48} aria-hidden />
        <Title order={2}>You are on Break!</Title>
        <Text c="dimmed">Switch to Working to continue.</Text>
        <Button color="green" loading={update.isPending} onClick={() => update.mutate('working')}>
          Switch to Working
        </Button>
      </Stack>
    </Center>
  );
}
