import { can, type Capability } from '@backoffice/domain/access';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { rememberLocation, SIGN_IN_PATH } from '@/lib/session/remembered-location';
import { ForbiddenScreen } from './forbidden-screen';

interface RequireAccessProps {
  capability: Capability;
  children: ReactNode;
}

/**
 * The guard of a private route (spec 000 section 2): signed out goes to /login remembering the
 * location; signed in without the route's capability sees Access Forbidden, with why and a way
 * back.
 */
export function RequireAccess({ capability, children }: RequireAccessProps) {
  const location = useLocation();
  const { signIn, user, accessConfig, error, refetch } = useCurrentUser();
  if (signIn === null) {
    return <Navigate to={SIGN_IN_PATH} replace state={rememberLocation(location)} />;
  }
  if (user === undefined) {
    return error ? <ErrorState message={error.message} onRetry={refetch} /> : <LoadingState />;
  }
  if (!can(user, capability, accessConfig)) return <ForbiddenScreen />;
  return children;
}
