import {
  QUOTATION_PATHS,
  ZQuotationWriteAnswer,
  type QuotationWriteAnswer,
  type TGenerateQuotationRequestInput,
  type TModifyQuotationRequestInput,
} from '@backoffice/domain/quotations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { apiPath } from './api-path';
import { leadToast } from './lead-toast';
import { quotationKeys } from './query-keys';

/** A new quotation of a lead, or a change of one (naming the version read). */
export type SaveQuotation =
  | { kind: 'generate'; body: TGenerateQuotationRequestInput }
  | { kind: 'modify'; quotationRandomId: string; body: TModifyQuotationRequestInput };

/** POST /api/quotation/generate/ or PUT /api/quotation/:quotation_random_id/. */
export const saveQuotation = (save: SaveQuotation, key: string) =>
  apiRequest<QuotationWriteAnswer>(
    apiPath(
      save.kind === 'generate'
        ? QUOTATION_PATHS.generate
        : QUOTATION_PATHS.quotation(encodeURIComponent(save.quotationRandomId)),
    ),
    {
      schema: ZQuotationWriteAnswer,
      method: save.kind === 'generate' ? 'POST' : 'PUT',
      body: save.body,
      headers: submissionHeader(key),
    },
  );

/** Generates or modifies a quotation, toasts the answer and reloads the leads and quotations. */
export function useSaveQuotation() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<QuotationWriteAnswer, SaveQuotation>({
    mutationFn: saveQuotation,
    onSuccess: ({ message }) => leadToast(message),
    // Not awaited: the screen's own onSuccess (go to the saved quotation) runs first, before the
    // reloaded quotation re-renders the form.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
