import { PINCODE_PATTERN } from '@backoffice/domain/orders';
import { type TOrderLine, ZPromiseEngineResponse } from '@backoffice/domain/sales/place-order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { placeOrderKeys } from './query-keys';

/** POST /api/promise-engine/: serviceability, delivery dates and ODA charges of the lines. */
export function getPromise(pincode: string, lines: readonly TOrderLine[], signal?: AbortSignal) {
  return apiRequest('/promise-engine/', {
    schema: ZPromiseEngineResponse,
    method: 'POST',
    body: { pincode, carts: lines },
    signal,
    silent: true,
  });
}

/** The promise of the order's lines at the shipping pincode, once the pincode is complete. */
export function usePromise(pincode: string, lines: readonly TOrderLine[]) {
  return useQuery({
    queryKey: placeOrderKeys.promise(pincode, lines),
    queryFn: ({ signal }) => getPromise(pincode, lines, signal),
    enabled: PINCODE_PATTERN.test(pincode),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
