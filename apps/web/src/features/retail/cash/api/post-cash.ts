import { ZCashMessageAnswer, type CashMessageAnswer } from '@backoffice/domain/retail/cash';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader } from '@/lib/api/submission-key';
import { apiPath } from './api-path';

/** POSTs a cash write with its submission's Idempotency-Key; answers the server's message. */
export function postCash(path: string, body: unknown, key: string): Promise<CashMessageAnswer> {
  return apiRequest(apiPath(path), {
    schema: ZCashMessageAnswer,
    method: 'POST',
    body,
    headers: submissionHeader(key),
  });
}
