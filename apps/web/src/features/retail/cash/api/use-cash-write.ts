import type { CashMessageAnswer } from '@backoffice/domain/retail/cash';
import { useQueryClient } from '@tanstack/react-query';
import { useIdempotentMutation } from '@/lib/api/submission-key';
import { sessionKeys } from '@/lib/session/query-keys';
import { toastCashSuccess } from './cash-toast';
import { postCash } from './post-cash';
import { useReloadCash } from './use-reload-cash';

/**
 * A cash write: POSTs to `path` with an Idempotency-Key per submission, toasts the server's
 * message (else `fallback`) and reloads every cash figure. A refusal is toasted by the central
 * handler, and the figures reload too (someone may have acted first). A write that starts a
 * session (`startsSession`) also reloads the user details, whose is_session_started the menus read.
 */
export function useCashWrite<TBody>(
  path: string,
  fallback: string,
  { startsSession = false }: { startsSession?: boolean } = {},
) {
  const reload = useReloadCash();
  const queryClient = useQueryClient();
  return useIdempotentMutation<CashMessageAnswer, TBody>({
    mutationFn: (body, key) => postCash(path, body, key),
    onSuccess: async ({ message }) => {
      toastCashSuccess(message, fallback);
      await Promise.all([
        reload(),
        startsSession && queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
    onError: reload,
  });
}
