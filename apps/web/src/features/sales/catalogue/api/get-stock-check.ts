import { ZStockCheckResponse } from '@backoffice/domain/sales/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDataKeys } from '@/lib/query-keys';

/** GET /api/stock-check/?material_number=: an item's stock per warehouse and storage location. */
export function getStockCheck(materialNumber: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ material_number: materialNumber });
  return apiRequest(`/stock-check/?${query.toString()}`, {
    schema: ZStockCheckResponse,
    signal,
    silent: true,
  });
}

export const stockCheckQuery = (materialNumber: string) =>
  queryOptions({
    queryKey: [...orderDataKeys.popups(), 'stock-check', materialNumber] as const,
    queryFn: ({ signal }) => getStockCheck(materialNumber, signal),
  });

export function useStockCheck(materialNumber: string) {
  return useQuery(stockCheckQuery(materialNumber));
}
