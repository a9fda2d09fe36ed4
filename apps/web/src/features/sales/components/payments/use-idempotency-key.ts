import { useCallback, useState } from 'react';

/**
 * The Idempotency-Key of one form: the same on every retry of a submission (a double click, a
 * lost answer), a new one once the submission went through (docs/sales.md).
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
