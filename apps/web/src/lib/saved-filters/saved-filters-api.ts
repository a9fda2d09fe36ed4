import {
  ZSavedFiltersResponse,
  ZSaveFilterResponse,
  ZSuccess,
  type SavedFiltersResponse,
  type TSaveFilterRequest,
} from '@backoffice/domain/identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { savedFilterKeys } from './query-keys';

/** GET /api/saved-filters/?screen=: the signed-in person's saved sets of a screen. */
export function getSavedFilters(
  screen: string,
  signal?: AbortSignal,
): Promise<SavedFiltersResponse> {
  const query = new URLSearchParams({ screen });
  // Silent: the menu says in place that the sets could not be read.
  return apiRequest(`/saved-filters/?${query.toString()}`, {
    schema: ZSavedFiltersResponse,
    signal,
    silent: true,
  });
}

export function useSavedFilters(screen: string) {
  return useQuery({
    queryKey: savedFilterKeys.screen(screen),
    queryFn: ({ signal }) => getSavedFilters(screen, signal),
  });
}

/** POST /api/saved-filters/: saves a query under a name (the same name replaces it). */
export function useSaveFilter(screen: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TSaveFilterRequest) =>
      apiRequest('/saved-filters/', { method: 'POST', body: request, schema: ZSaveFilterResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedFilterKeys.screen(screen) }),
  });
}

/** DELETE /api/saved-filters/:id/. */
export function useDeleteSavedFilter(screen: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/saved-filters/${id}/`, { method: 'DELETE', schema: ZSuccess }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedFilterKeys.screen(screen) }),
  });
}
