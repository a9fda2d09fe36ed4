import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the entry screens. */
export const entryKeys = {
  all: queryKeyPrefixes.entry,
  staff: (loginId: string) => [...entryKeys.all, 'staff', loginId] as const,
  setPasswordPage: (token: string) => [...entryKeys.all, 'set-password', token] as const,
};
