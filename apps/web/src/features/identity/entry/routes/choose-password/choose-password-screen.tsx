import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useLogout } from '@/lib/session/logout';
import { ChoosePasswordForm } from './components/choose-password-form';

/**
 * Shown instead of every screen while the signed-in user's password was reset by someone else:
 * they choose their own before anything else, or sign out.
 */
export function ChoosePasswordScreen() {
  const logout = useLogout();
  return (
    <Container size="xs" py="xl">
      <Group justify="space-between" mb="sm">
        <Title order={2}>Choose a new password</Title>
        <Button variant="subtle" loading={logout.isPending} onClick={() => logout.mutate()}>
          Sign out
        </Button>
      </Group>
      <Text mb="md">
        Your password was reset by someone else. Choose a new one that only you know to continue.
      </Text>
      <ChoosePasswordForm />
    </Container>
  );
}
