import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { refundsPath, type RefundsPathName } from './paths';
import { refundKeys } from './query-keys';

interface RefundWriteOptions<TAnswer> {
  /** The call's name in the domain's table of paths. */
  name: RefundsPathName;
  /** Fills the path's `:refund_id` (the refund action's PUT). */
  refundId?: number;
  method?: 'POST' | 'PUT';
  schema: z.ZodType<TAnswer>;
}

/**
 * A refund write (docs/refunds.md "Screens"): sent with its submission's Idempotency-Key (the
 * same on a retry, a new one for the next submission), the body naming the refund's version; on
 * success the server's message is toasted. After it, settled either way, every refund read and
 * list reloads (someone may have acted first). A refusal is toasted by the central handler; a
 * stale version (409) is told in the popup (StaleWriteNotice).
 */
export function useRefundWrite<TBody, TAnswer extends { message: string }>({
  name,
  refundId,
  method = 'POST',
  schema,
}: RefundWriteOptions<TAnswer>) {
  const queryClient = useQueryClient();
  const path = refundsPath(name, refundId === undefined ? {} : { refund_id: refundId });
  return useIdempotentMutation<TAnswer, TBody>({
    mutationFn: (body, key) =>
      apiRequest(path, { schema, method, body, headers: submissionHeader(key) }),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
