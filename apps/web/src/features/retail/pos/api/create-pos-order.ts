import {
  RETAIL_POS_PATHS,
  ZCreatePosOrderAnswer,
  type TCreatePosOrderRequest,
} from '@backoffice/domain/retail/pos';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { apiPath } from './api-path';

/** POST /api/retail/pos/orders/: a new POS order for the verified mobile. */
export function useCreatePosOrder() {
  return useIdempotentMutation({
    mutationFn: (body: TCreatePosOrderRequest, key: string) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.createOrder), {
        method: 'POST',
        body,
        headers: submissionHeader(key),
        schema: ZCreatePosOrderAnswer,
      }),
  });
}
