import { IDEMPOTENCY_HEADER } from '@backoffice/domain/sales/payments';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';

/** The header that names one submission of a write: the server runs it once per key. */
export const submissionHeader = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** The Idempotency-Keys of one form's submissions. */
export interface SubmissionKeys {
  /** The key to send these values with. */
  keyFor(values: unknown): string;
  /** The submission of that key went through: the next one is a new submission. */
  done(key: string): void;
}

/**
 * One key per submission: the same values sent again before the last submission went through
 * (a double click, a retry after a failure or no answer) take its key, so the server runs them
 * once; other values, or any values after a success, take a new key.
 */
export function submissionKeys(newKey: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let open: { values: string; key: string } | null = null;
  return {
    keyFor(values) {
      const sent = JSON.stringify(values) ?? '';
      if (open?.values !== sent) open = { values: sent, key: newKey() };
      return open.key;
    },
    done(key) {
      if (open?.key === key) open = null;
    },
  };
}

/** A mutation whose call is given the submission's key; the rest as TanStack's useMutation. */
export type IdempotentMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> & { mutationFn: (variables: TVariables, key: string) => Promise<TData> };

/**
 * useMutation for a write that changes money or an order: each submission carries its
 * Idempotency-Key (send it with `submissionHeader(key)`), the same on a retry of that
 * submission, a new one for the next.
 */
export function useIdempotentMutation<TData, TVariables, TContext = unknown>({
  mutationFn,
  ...options
}: IdempotentMutationOptions<TData, TVariables, TContext>) {
  const [keys] = useState(() => submissionKeys());
  return useMutation({
    ...options,
    mutationFn: async (variables: TVariables) => {
      const key = keys.keyFor(variables);
      const answer = await mutationFn(variables, key);
      keys.done(key);
      return answer;
    },
  });
}
