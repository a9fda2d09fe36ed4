import {
  QUOTATION_PATHS,
  ZQuotationAnswer,
  type QuotationAnswer,
} from '@backoffice/domain/quotations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { quotationKeys } from './query-keys';

/** GET /api/quotation/:quotation_random_id/: a quotation with its lines, totals and validity. */
export function getQuotation(
  quotationRandomId: string,
  signal?: AbortSignal,
): Promise<QuotationAnswer> {
  return apiRequest(apiPath(QUOTATION_PATHS.quotation(encodeURIComponent(quotationRandomId))), {
    schema: ZQuotationAnswer,
    signal,
    silent: true,
  });
}

/** The quotation of a screen; none asked while there is no id (a new quotation). */
export function useQuotation(quotationRandomId: string | undefined) {
  return useQuery({
    queryKey: quotationKeys.quotation(quotationRandomId ?? ''),
    queryFn: ({ signal }) => getQuotation(quotationRandomId ?? '', signal),
    enabled: quotationRandomId !== undefined && quotationRandomId !== '',
  });
}
