import { ZCreditLogAnswer, type CreditLogAnswer } from '@backoffice/domain/distribution';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { distributionKeys } from './query-keys';

/** GET /api/distributors/{code}/credit-log/: the credit transactions, newest first. */
export function getCreditLog(
  code: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<CreditLogAnswer> {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  return apiRequest(`/distributors/${encodeURIComponent(code)}/credit-log/?${query.toString()}`, {
    schema: ZCreditLogAnswer,
    signal,
    silent: true,
  });
}

export function useCreditLog(code: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: distributionKeys.creditLog(code, page.limit, page.offset),
    queryFn: ({ signal }) => getCreditLog(code, page, signal),
    placeholderData: keepPreviousData,
  });
}
