import { type SheetUploadHistory, ZSheetUploadHistory } from '@backoffice/domain/uploads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { uploadKeys, type HistoryQuery } from './query-keys';

/** GET /api{endpoint path}?limit&offset: a page of the endpoint's uploads, newest first. */
export function getUploadHistory(
  { path, limit, offset }: HistoryQuery,
  signal?: AbortSignal,
): Promise<SheetUploadHistory> {
  const search = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return apiRequest(`${path}?${search.toString()}`, {
    schema: ZSheetUploadHistory,
    signal,
    silent: true,
  });
}

export function useUploadHistory(query: HistoryQuery) {
  return useQuery({
    queryKey: uploadKeys.history(query),
    queryFn: ({ signal }) => getUploadHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}
