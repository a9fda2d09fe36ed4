import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the session: user details are cached per sign-in, so a new sign-in starts fresh. */
export const sessionKeys = {
  all: queryKeyPrefixes.session,
  userDetails: (signIn: string | null) => [...sessionKeys.all, 'user-details', signIn] as const,
  consoleConfig: () => [...sessionKeys.all, 'console-config'] as const,
};
