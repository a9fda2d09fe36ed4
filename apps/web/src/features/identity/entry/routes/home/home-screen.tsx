import { DEFAULT_SIGN_IN_ROLE } from '@backoffice/domain/access';
import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { SIGN_IN_PATH } from '@/lib/session/remembered-location';
import { CompanySignInButton } from '@/features/identity/entry/components/company-sign-in-button';

/** "/": a greeting for staff; company sign-in and an External User link for visitors. */
export function HomeScreen() {
  const { signIn, user, error, refetch } = useCurrentUser();
  if (signIn !== null && user === undefined) {
    return error ? <ErrorState message={error.message} onRetry={refetch} /> : <LoadingState />;
  }
  return (
    <Center py={60}>
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%">
        {user ? (
          <Stack align="center" gap="md">
            <Title order={2}>Hello, {user.name}</Title>
            <Button component={Link} to="/order-search">
              Explore CRM
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Title order={2} ta="center">
              Welcome
            </Title>
            <Text c="dimmed" ta="center">
              Staff sign in with their company account.
            </Text>
            <CompanySignInButton role={DEFAULT_SIGN_IN_ROLE} returnTo={null} />
            <Anchor component={Link} to={SIGN_IN_PATH} ta="center">
              External User
            </Anchor>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
