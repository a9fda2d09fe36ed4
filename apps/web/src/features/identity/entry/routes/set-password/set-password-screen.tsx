import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, PublicLinkDone, PublicLinkPage } from '@/components/ui';
import { setPasswordPageQuery, useSetPassword } from '@/features/identity/entry/api/set-password';
import { formatDateTime } from '@/lib/format';
import { SIGN_IN_PATH } from '@/lib/session/remembered-location';
import { NewPasswordForm } from '@/features/identity/entry/components/new-password-form';

const PURPOSE = 'set your password';

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
      <PublicLinkPage purpose={PURPOSE}>
        <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
      </PublicLinkPage>
    );
  }
  if (submit.isSuccess) {
    return (
      <PublicLinkPage purpose={PURPOSE}>
        <PublicLinkDone message={submit.data.message} />
        {signInLink}
      </PublicLinkPage>
    );
  }
  if (page.data.notice) {
    return (
      <PublicLinkPage purpose={PURPOSE}>
        <Alert color="red">{page.data.notice}</Alert>
        {signInLink}
      </PublicLinkPage>
    );
  }
  return (
    <PublicLinkPage purpose={PURPOSE}>
      <Text>{`Hello ${page.data.name}, your password was reset. Choose a new one that only you know.`}</Text>
      <Text size="sm">
        {`This link works once, until ${formatDateTime(page.data.expires_at)}.`}
      </Text>
      <NewPasswordForm submit={submit} label="Set your password" action="Set Password" />
    </PublicLinkPage>
  );
}
