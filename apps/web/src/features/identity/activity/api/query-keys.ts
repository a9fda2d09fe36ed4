import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the activity screens. */
export const activityKeys = {
  all: queryKeyPrefixes.activity,
  own: () => [...activityKeys.all, 'own'] as const,
};
