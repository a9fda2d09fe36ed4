import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the signed-in person's saved filters, per screen. */
export const savedFilterKeys = {
  all: queryKeyPrefixes.savedFilters,
  screen: (screen: string) => [...savedFilterKeys.all, screen] as const,
};
