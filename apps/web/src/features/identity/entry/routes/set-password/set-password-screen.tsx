import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui';
import { setPasswordPageQuery, useSetPassword } from '@/features/identity/entry/api/set-password';
import { formatDateTime } from '@/lib/format';
import { useBrand } from '@/lib/session/get-console-config';
import { SIGN_IN_PATH } from '@/lib/session/remembered-location';
import { NewPasswordForm } from '@/features/identity/entry/components/new-password-form';

function Page({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="md" p="xl" w={460} maw="100%">
        <Stack gap="md">
          <Title order={1} size="h3" ta="center">
            {`${brand.name}: set your password`}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

const signInLink = (
  <Anchor component={Link} to={SIGN_IN_PATH}>
    Go to sign-in
  </Anchor>
);

/**
 * The account holder's page from a password reset's link (no sign-in): their new password, once,
 * while the link lasts; then a link to sign in. A used or expired link says so.
 */
export function SetPasswordScreen() {
  const { token = '' } = useParams();
  const page = useQuery(setPasswordPageQuery(token));
  const submit = useSetPassword(token);
  if (page.isPending) return <LoadingState />;
  if (page.isError) {
    return (
      <Page>
        <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
      </Page>
    );
  }
  if (submit.isSuccess) {
    return (
      <Page>
        <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
          {submit.data.message}
        </Alert>
        {signInLink}
      </Page>
    );
  }
  if (page.data.notice) {
    return (
      <Page>
        <Alert color="red">{page.data.notice}</Alert>
        {signInLink}
      </Page>
    );
  }
  return (
    <Page>
      <Text>{`Hello ${page.data.name}, your password was reset. Choose a new one that only you know.`}</Text>
      <Text size="sm">
        {`This link works once, until ${formatDateTime(page.data.expires_at)}.`}
      </Text>
      <NewPasswordForm submit={submit} label="Set your password" action="Set Password" />
    </Page>
  );
}
