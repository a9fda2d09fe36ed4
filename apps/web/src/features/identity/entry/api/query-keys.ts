/** Query keys of the entry screens. */
export const entryKeys = {
  all: ['entry'] as const,
  staff: (loginId: string) => [...entryKeys.all, 'staff', loginId] as const,
};
