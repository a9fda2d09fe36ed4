import {
  type BreakReasonsResponse,
  type DispositionCategoriesResponse,
  ZBreakReasonsResponse,
  ZDispositionCategoriesResponse,
} from '@backoffice/domain/calls/calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { callKeys } from './query-keys';

/** GET /api/crm-dispositions/: the categories, sub categories and third categories. */
export function getDispositions(signal?: AbortSignal): Promise<DispositionCategoriesResponse> {
  // The form shows its own load error text (001 section 8), not the central toast.
  return apiRequest('/crm-dispositions/', {
    schema: ZDispositionCategoriesResponse,
    signal,
    silent: true,
  });
}

/** GET /api/break-reasons/. */
export function getBreakReasons(signal?: AbortSignal): Promise<BreakReasonsResponse> {
  return apiRequest('/break-reasons/', { schema: ZBreakReasonsResponse, signal, silent: true });
}

/** The tree changes rarely: kept for the session. */
export function useDispositions() {
  return useQuery({
    queryKey: callKeys.dispositions(),
    queryFn: ({ signal }) => getDispositions(signal),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useBreakReasons() {
  return useQuery({
    queryKey: callKeys.breakReasons(),
    queryFn: ({ signal }) => getBreakReasons(signal),
    staleTime: Infinity,
    retry: 1,
  });
}
