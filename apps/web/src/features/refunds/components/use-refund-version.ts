import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refundStatusQuery } from '@/features/refunds/api/refund-reads';
import { useStaleWrite } from '@/lib/order-page';

/**
 * The refund's status answer a write popup sends its version from, and the popup's stale write:
 * after a 409, Reload reads the refund again and the next try names its new version.
 */
export function useRefundVersion(refundId: number) {
  const queryClient = useQueryClient();
  const status = useQuery(refundStatusQuery(refundId));
  const reload = useCallback(
    () =>
      queryClient.refetchQueries({
        queryKey: refundStatusQuery(refundId).queryKey,
        exact: true,
      }),
    [queryClient, refundId],
  );
  const stale = useStaleWrite(reload);
  return { status, stale };
}
