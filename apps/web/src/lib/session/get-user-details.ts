import { defaultAccessConfig, type AccessConfig } from '@backoffice/domain/access';
import {
  type CurrentUser,
  type UserDetailsResponse,
  ZUserDetailsResponse,
} from '@backoffice/domain/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { sessionKeys } from './query-keys';
import { useSessionToken } from './token-store';

/** GET /api/user-details/ with the given token (a new sign-in's token is not stored yet). */
export function getUserDetails(
  token: string | null,
  signal?: AbortSignal,
): Promise<UserDetailsResponse> {
  return apiRequest('/user-details/', { schema: ZUserDetailsResponse, token, signal });
}

export const userDetailsQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKeys.userDetails(token),
    queryFn: ({ signal }) => getUserDetails(token, signal),
    enabled: token !== null,
    staleTime: Infinity,
  });

export interface CurrentSession {
  token: string | null;
  /** The signed-in user; undefined when signed out or while the details load. */
  user: CurrentUser | undefined;
  accessConfig: AccessConfig;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The signed-in user: GET /api/user-details/ whenever a token is stored (spec 000 section 4). */
export function useCurrentUser(): CurrentSession {
  const token = useSessionToken();
  const query = useQuery(userDetailsQuery(token));
  return {
    token,
    user: token === null ? undefined : query.data?.user,
    accessConfig: query.data?.access_config ?? defaultAccessConfig,
    isLoading: token !== null && query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
