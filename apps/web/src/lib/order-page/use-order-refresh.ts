import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderDataKeys } from '@/lib/query-keys';

/**
 * After a change to an order: reload the order (with its comments, history and bill) and, when
 * the change went through, every work list, tab count and search that may show it.
 */
export function useOrderRefresh(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ lists }: { lists: boolean }) => {
      void queryClient.invalidateQueries({ queryKey: orderDataKeys.order(orderRandomId) });
      if (!lists) return;
      void queryClient.invalidateQueries({ queryKey: orderDataKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderDataKeys.searches() });
    },
    [queryClient, orderRandomId],
  );
}
