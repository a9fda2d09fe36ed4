import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';

/**
 * What a signed-in user sees on a screen their role may not open: why, what to do about it, and
 * a way back (the route guard's answer; the server refuses the screen's calls all the same).
 */
export function ForbiddenScreen() {
  const navigate = useNavigate();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={520}>
        <IconLock size={36} aria-hidden />
        <Title order={2} size="h3">
          Access Forbidden
        </Title>
        <Text ta="center" c="dimmed">
          Your role cannot open this screen. If your work needs it, ask an admin to give your role
          access, or sign in with the account that has it.
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => navigate(-1)}>
            Go back
          </Button>
          <Button component={Link} to="/">
            Go to home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
