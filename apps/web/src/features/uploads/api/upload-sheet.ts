import {
  type SheetTypeKey,
  type SheetUploadAnswer,
  type UploadEndpoint,
  ZSheetUploadAnswer,
} from '@backoffice/domain/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { uploadKeys } from './query-keys';

/** One file sent as one sheet type to the endpoint that takes it. */
export interface SheetUploadRequest {
  endpoint: UploadEndpoint;
  type: SheetTypeKey;
  file: File;
  /**
   * The file's name, size and time: what tells one file from another in the submission's key
   * (a File itself has no JSON), so a different file is a new submission.
   */
  fileStamp: string;
}

export const fileStampOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * POST /api{endpoint path}, multipart: the file in the endpoint's field, `upload_type` when the
 * endpoint takes more than one type. 200 when applied, 202 when queued (status `queued`).
 */
export function uploadSheet(
  { endpoint, type, file }: SheetUploadRequest,
  key: string,
): Promise<SheetUploadAnswer> {
  const form = new FormData();
  form.append(endpoint.fileField, file, file.name);
  if (endpoint.types.length > 1) form.append('upload_type', type);
  return apiRequest(endpoint.path, {
    schema: ZSheetUploadAnswer,
    method: 'POST',
    body: form,
    headers: submissionHeader(key),
    silent: true,
  });
}

/**
 * Sends a sheet, each submission under its Idempotency-Key; the screen tells the outcome in its
 * own toasts (they stay 5 seconds on the upload screens). The histories are read again.
 */
export function useUploadSheet() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: uploadSheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadKeys.histories() }),
  });
}
