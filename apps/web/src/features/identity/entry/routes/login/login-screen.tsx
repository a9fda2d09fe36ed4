import { postLoginRedirect } from '@backoffice/domain/access';
import { Alert, Center, Divider, Paper, Stack, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui';
import { useBrand } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { rememberedPath } from '@/lib/session/remembered-location';
import { CompanySignInButton } from '@/features/identity/entry/components/company-sign-in-button';
import { SignInForm } from './components/sign-in-form';
import { useCompanyArrival } from './components/use-company-arrival';
import { useSignIn } from './components/use-sign-in';

/** /login (spec 000 section 2). A signed-in user is sent on: remembered location, else by role. */
export function LoginScreen() {
  const location = useLocation();
  const brand = useBrand();
  const { signIn: signedIn, user, accessConfig, error, refetch } = useCurrentUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const company = useCompanyArrival(setServerError);
  const signIn = useSignIn(setServerError);
  const role = useWatch({ control: signIn.form.control, name: 'role' });
  const remembered = rememberedPath(location.state) ?? company.returnTo;

  if (user) {
    return <Navigate to={remembered ?? postLoginRedirect(user, brand, accessConfig)} replace />;
  }
  if (signedIn !== null && error) return <ErrorState message={error.message} onRetry={refetch} />;
  if (signedIn !== null || company.completing) return <LoadingState />;
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="md" p="xl" w={400} maw="100%">
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            BACKOFFICE
          </Title>
          {serverError && (
            <Alert color="red" role="alert" title="Sign-in failed">
              {serverError}
            </Alert>
          )}
          <SignInForm signIn={signIn} />
          <Divider label="or" labelPosition="center" />
          <CompanySignInButton role={role} returnTo={remembered} />
        </Stack>
      </Paper>
    </Center>
  );
}
