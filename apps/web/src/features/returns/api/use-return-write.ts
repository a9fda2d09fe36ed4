import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { useOrderRefresh } from '@/lib/order-page';
import { returnKeys } from './query-keys';

interface ReturnWriteOptions<TAnswer> {
  /** The call's path under /api, e.g. '/return-or-replacement-approve/'. */
  path: string;
  method?: 'POST' | 'PUT';
  schema: z.ZodType<TAnswer>;
  /** The order the write changes: its page, lists and searches reload after it. */
  orderRandomId: string;
}

/**
 * A returns write (docs/returns.md): sent with its submission's Idempotency-Key (the same on a
 * retry, a new one for the next submission), the body naming the version read; on success the
 * server's message is toasted (the spec's texts: 'Pickup scheduled!', 'Replacement Created!'
 * ...). After it, settled either way, the returns data and the order reload (someone may have
 * acted first). A refusal is toasted by the central handler; a stale version (409) is told in the
 * popup (StaleWriteNotice).
 */
export function useReturnWrite<TBody, TAnswer extends { message: string }>({
  path,
  method = 'POST',
  schema,
  orderRandomId,
}: ReturnWriteOptions<TAnswer>) {
  const queryClient = useQueryClient();
  const refreshOrder = useOrderRefresh(orderRandomId);
  return useIdempotentMutation<TAnswer, TBody>({
    mutationFn: (body, key) =>
      apiRequest(path, { schema, method, body, headers: submissionHeader(key) }),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: (answer) => {
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
      refreshOrder({ lists: answer !== undefined });
    },
  });
}
