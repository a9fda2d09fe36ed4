import {
  QUOTATION_PATHS,
  ZLeadWriteAnswer,
  type LeadWriteAnswer,
  type TAddLeadRequestInput,
} from '@backoffice/domain/quotations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { apiPath } from './api-path';
import { leadToast } from './lead-toast';
import { quotationKeys } from './query-keys';

/** POST /api/quotation/add-customer/: the Add Lead popup's lead; the answer's message is toasted. */
export const addLead = (body: TAddLeadRequestInput, key: string) =>
  apiRequest<LeadWriteAnswer>(apiPath(QUOTATION_PATHS.addLead), {
    schema: ZLeadWriteAnswer,
    method: 'POST',
    body,
    headers: submissionHeader(key),
  });

export function useAddLead() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<LeadWriteAnswer, TAddLeadRequestInput>({
    mutationFn: addLead,
    onSuccess: ({ message }) => leadToast(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
