import { consoleRoutes } from '@backoffice/domain/access';
import { SET_PASSWORD_PAGE_ROUTE } from '@backoffice/domain/identity';
import { REFUND_BANK_LINK_PAGE_ROUTE } from '@backoffice/domain/refunds';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui';
import { ChoosePasswordScreen } from '@/features/identity/entry/routes/choose-password';
import { LoginScreen } from '@/features/identity/entry/routes/login';
import { SetPasswordScreen } from '@/features/identity/entry/routes/set-password';
import { BankDetailsLinkScreen } from '@/features/refunds/routes/bank-details-link';
import { useConsoleConfig } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { SIGN_IN_PATH } from '@/lib/session/remembered-location';
import { NotFound } from '../not-found';
import { AppShell } from '../shell/app-shell';
import { RouteElement } from './route-element';
import { useSessionEnd } from './use-session-end';

/**
 * Every path of the domain's route table, each behind its guard. The sign-in screen stands on
 * its own; everything else sits in the shell (header, menu, footer). A user whose first password
 * someone else gave sees only "Choose a new password" until they have chosen one.
 */
export function ConsoleRoutes() {
  const config = useConsoleConfig();
  const { user, accessConfig } = useCurrentUser();
  useSessionEnd();
  if (config.isPending) return <LoadingState />;
  if (config.isError) {
    return <ErrorState message={config.error.message} onRetry={() => void config.refetch()} />;
  }
  if (user?.must_change_password) {
    return (
      <Suspense fallback={<LoadingState />}>
        <ChoosePasswordScreen />
      </Suspense>
    );
  }
  const routes = consoleRoutes(config.data.brand, accessConfig);
  return (
    <Routes>
      <Route
        path={SIGN_IN_PATH}
        element={
          <Suspense fallback={<LoadingState />}>
            <LoginScreen />
          </Suspense>
        }
      />
      {/* The account holder's page from a password reset's link: no sign-in, no shell. */}
      <Route
        path={SET_PASSWORD_PAGE_ROUTE}
        element={
          <Suspense fallback={<LoadingState />}>
            <SetPasswordScreen />
          </Suspense>
        }
      />
      {/* A customer's page from a refund's bank-details link: no staff sign-in, no shell. */}
      <Route
        path={REFUND_BANK_LINK_PAGE_ROUTE}
        element={
          <Suspense fallback={<LoadingState />}>
            <BankDetailsLinkScreen />
          </Suspense>
        }
      />
      <Route element={<AppShell />}>
        {routes
          .filter((route) => route.path !== SIGN_IN_PATH)
          .map((route) => (
            <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
          ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
