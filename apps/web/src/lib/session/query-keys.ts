import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the session: user details are cached per token, so a new sign-in starts fresh. */
export const sessionKeys = {
  all: queryKeyPrefixes.session,
  userDetails: (token: string | null) => [...sessionKeys.all, 'user-details', token] as const,
  consoleConfig: () => [...sessionKeys.all, 'console-config'] as const,
};
