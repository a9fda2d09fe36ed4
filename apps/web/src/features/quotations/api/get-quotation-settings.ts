import {
  QUOTATION_PATHS,
  ZCustomerSegmentsAnswer,
  ZQuotationSettingsAnswer,
  type CustomerSegmentsAnswer,
  type QuotationSettingsAnswer,
} from '@backoffice/domain/quotations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { quotationKeys } from './query-keys';

/** They hardly change while a screen is open. */
const FIVE_MINUTES = 5 * 60_000;

/** GET /api/quotation/customer-segments/ (002: no payload; id and segment_name). */
export function getCustomerSegments(signal?: AbortSignal): Promise<CustomerSegmentsAnswer> {
  return apiRequest(apiPath(QUOTATION_PATHS.segments), { schema: ZCustomerSegmentsAnswer, signal });
}

export function useCustomerSegments() {
  return useQuery({
    queryKey: quotationKeys.segments(),
    queryFn: ({ signal }) => getCustomerSegments(signal),
    staleTime: FIVE_MINUTES,
  });
}

/** GET /api/quotation/settings/: the dispatch state, the caller's discount limit, validity, terms. */
export function getQuotationSettings(signal?: AbortSignal): Promise<QuotationSettingsAnswer> {
  return apiRequest(apiPath(QUOTATION_PATHS.settings), {
    schema: ZQuotationSettingsAnswer,
    signal,
    silent: true,
  });
}

export function useQuotationSettings() {
  return useQuery({
    queryKey: quotationKeys.settings(),
    queryFn: ({ signal }) => getQuotationSettings(signal),
    staleTime: FIVE_MINUTES,
  });
}
