import { useQueryClient } from '@tanstack/react-query';
import { cashKeys } from './query-keys';

/** Reloads every cash read after a write: a movement changes every holder's figures. */
export function useReloadCash(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cashKeys.all });
}
