import {
  QUOTATION_PATHS,
  ZQuotationOrderAnswer,
  type QuotationOrderAnswer,
  type TPlaceQuotationOrderRequestInput,
} from '@backoffice/domain/quotations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { queryKeyPrefixes } from '@/lib/query-keys';
import { apiPath } from './api-path';
import { quotationKeys } from './query-keys';

/**
 * POST /api/quotation/place-order/ with the submission's Idempotency-Key: a double click or a
 * retry replays the first answer instead of placing a second order.
 */
export const placeQuotationOrder = (body: TPlaceQuotationOrderRequestInput, key: string) =>
  apiRequest<QuotationOrderAnswer>(apiPath(QUOTATION_PATHS.placeOrder), {
    schema: ZQuotationOrderAnswer,
    method: 'POST',
    body,
    headers: submissionHeader(key),
  });

/** Places the order; the leads (now ACQUIRED) and the order lists reload. */
export function usePlaceQuotationOrder() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<QuotationOrderAnswer, TPlaceQuotationOrderRequestInput>({
    mutationFn: placeQuotationOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefixes.orders });
    },
  });
}
