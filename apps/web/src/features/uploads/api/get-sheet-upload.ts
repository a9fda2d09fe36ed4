import {
  type SheetUploadDetail,
  type SheetUploadStatus,
  ZSheetUploadDetail,
} from '@backoffice/domain/uploads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { uploadKeys, type UploadRowsQuery } from './query-keys';

/** How often a queued or running upload is read again. */
export const UPLOAD_POLL_MS = 1_000;

/** Whether an upload is still waiting or being applied. */
export const isInProgress = (status: SheetUploadStatus): boolean =>
  status === 'queued' || status === 'running';

/** GET /api/sheet-uploads/:upload_id: the upload and a page of its row results. */
export function getSheetUpload(
  uploadId: string,
  { limit, offset, onlyFailures }: UploadRowsQuery,
  signal?: AbortSignal,
): Promise<SheetUploadDetail> {
  const search = new URLSearchParams({
    limit: String(limit),
    offset: String(offset),
    only_failures: String(onlyFailures),
  });
  return apiRequest(`/sheet-uploads/${encodeURIComponent(uploadId)}?${search.toString()}`, {
    schema: ZSheetUploadDetail,
    signal,
    silent: true,
  });
}

/** An upload with a page of its rows, read again every second while it is queued or running. */
export function useSheetUpload(uploadId: string, query: UploadRowsQuery) {
  return useQuery({
    queryKey: uploadKeys.rows(uploadId, query),
    queryFn: ({ signal }) => getSheetUpload(uploadId, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => {
      const status = current.state.data?.upload.status;
      return status !== undefined && isInProgress(status) ? UPLOAD_POLL_MS : false;
    },
  });
}
