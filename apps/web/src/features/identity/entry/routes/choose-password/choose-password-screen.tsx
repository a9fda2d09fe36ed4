import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useLogout } from '@/lib/session/logout';
import { useChoosePassword } from '@/features/identity/entry/api/choose-password';
import { NewPasswordForm } from '@/features/identity/entry/components/new-password-form';

/**
 * Shown instead of every screen while the signed-in user's first password was given by someone
 * else (a retail member's): they choose their own before anything else, or sign out.
 */
export function ChoosePasswordScreen() {
  const logout = useLogout();
  const choose = useChoosePassword();
  return (
    <Container size="xs" py="xl">
      <Group justify="space-between" mb="sm">
        <Title order={2}>Choose a new password</Title>
        <Button variant="subtle" loading={logout.isPending} onClick={() => logout.mutate()}>
          Sign out
        </Button>
      </Group>
      <Text mb="md">
        Your first password was given by someone else. Choose one that only you know to continue.
      </Text>
      <NewPasswordForm
        submit={choose}
        label="Choose a new password"
        action="Save Password"
        maw={420}
      />
    </Container>
  );
}
