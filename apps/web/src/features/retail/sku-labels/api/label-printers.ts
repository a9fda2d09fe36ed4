import {
  RETAIL_POS_PATHS,
  ZLabelPrintersResponse,
  type LabelPrintersResponse,
} from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { skuLabelKeys } from './query-keys';

/** GET /api/retail/printers/: the print service's printers, active ones first. */
export function getLabelPrinters(signal?: AbortSignal): Promise<LabelPrintersResponse> {
  return apiRequest(apiPath(RETAIL_POS_PATHS.printers), {
    schema: ZLabelPrintersResponse,
    signal,
  });
}

export function useLabelPrinters() {
  return useQuery({
    queryKey: skuLabelKeys.printers(),
    queryFn: ({ signal }) => getLabelPrinters(signal),
    staleTime: 60_000,
  });
}
