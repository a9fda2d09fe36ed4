import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { useTillStaleWrite } from '../till-stale';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/** POST of a write to a POS order, with the submission's Idempotency-Key. */
export function postPosWrite<T>(path: string, body: unknown, key: string, schema: z.ZodType<T>) {
  return apiRequest(apiPath(path), {
    method: 'POST',
    body,
    headers: submissionHeader(key),
    schema,
  });
}

/**
 * A write to one POS order: one Idempotency-Key per submission, a stale write told on the till,
 * and the order's reads (detail, payment modes, offers) reload once it went through,
 * `reloadDelayMs` later (a delivery change waits for the promise dates to settle).
 */
export function usePosOrderWrite<TBody, TAnswer>(
  orderRandomId: string,
  path: string,
  schema: z.ZodType<TAnswer>,
  reloadDelayMs = 0,
) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: posKeys.order(orderRandomId) });
  const stale = useTillStaleWrite('order');
  return useIdempotentMutation<TAnswer, TBody>({
    mutationFn: (body, key) => postPosWrite(path, body, key, schema),
    onError: stale.onError,
    // Not awaited: the caller's own callbacks run first, before the reload may unmount them.
    onSettled: () => {
      if (reloadDelayMs > 0) setTimeout(() => void reload(), reloadDelayMs);
      else void reload();
    },
  });
}
