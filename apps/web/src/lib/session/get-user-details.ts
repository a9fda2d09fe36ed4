import { defaultAccessConfig, type AccessConfig } from '@backoffice/domain/access';
import {
  type CurrentUser,
  type UserDetailsResponse,
  ZUserDetailsResponse,
} from '@backoffice/domain/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { sessionKeys } from './query-keys';
import { useCurrentSignIn } from './sign-in-store';

/**
 * GET /api/user-details/: the user the session cookie signs in. Its answer is checked in
 * development and tests only, so the production entry carries neither the schema nor zod.
 */
export function getUserDetails(signal?: AbortSignal): Promise<UserDetailsResponse> {
  const schema = import.meta.env.PROD ? undefined : ZUserDetailsResponse;
  return apiRequest('/user-details/', { schema, signal });
}

/** The user details of a sign-in, cached per sign-in (none while signed out). */
export const userDetailsQuery = (signIn: string | null) =>
  queryOptions({
    queryKey: sessionKeys.userDetails(signIn),
    queryFn: ({ signal }) => getUserDetails(signal),
    enabled: signIn !== null,
    staleTime: Infinity,
  });

export interface CurrentSession {
  /** This browser's sign-in; null when signed out. */
  signIn: string | null;
  /** The signed-in user; undefined when signed out or while the details load. */
  user: CurrentUser | undefined;
  accessConfig: AccessConfig;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The signed-in user: GET /api/user-details/ whenever this browser is signed in (spec 000 section 4). */
export function useCurrentUser(): CurrentSession {
  const signIn = useCurrentSignIn();
  const query = useQuery(userDetailsQuery(signIn));
  return {
    signIn,
    user: signIn === null ? undefined : query.data?.user,
    accessConfig: query.data?.access_config ?? defaultAccessConfig,
    isLoading: signIn !== null && query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
