/** Query keys of the activity screens. */
export const activityKeys = {
  all: ['activity'] as const,
  own: () => [...activityKeys.all, 'own'] as const,
};
