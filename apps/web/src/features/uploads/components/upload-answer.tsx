import {
  endpointsOfType,
  UPLOAD_ANSWER_ROWS,
  type SheetUpload,
  type SheetUploadAnswer,
} from '@backoffice/domain/uploads';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FailureState, LoadingState } from '@/components/ui';
import { errorSheetPath } from '../api/download-upload-file';
import { isInProgress, useSheetUpload } from '../api/get-sheet-upload';
import type { UploadRowsQuery } from '../api/query-keys';
import { DownloadButton } from './download-button';
import { RowResultsTable } from './row-results-table';
import { UploadProgress } from './upload-progress';
import { UploadStatusBadge } from './upload-status-badge';
import { showUploadToast } from './upload-toast';

/** The rows the answer shows: the first 999, no pager (002 section 9). */
export const ANSWER_ROWS: UploadRowsQuery = {
  limit: UPLOAD_ANSWER_ROWS,
  offset: 0,
  onlyFailures: false,
};

/** The file name an upload's error sheet downloads as (offer-error-sheet.xlsx for offers). */
export const errorSheetNameOf = (upload: SheetUpload) =>
  endpointsOfType(upload.sheet_type)[0]?.errorSheetName ?? 'error-sheet.xlsx';

/** Tells once when an upload seen queued or running here comes to an end. */
function useFinishToast(upload: SheetUpload | undefined) {
  const seenInProgress = useRef(false);
  useEffect(() => {
    if (!upload) return;
    if (isInProgress(upload.status)) {
      seenInProgress.current = true;
      return;
    }
    if (!seenInProgress.current) return;
    seenInProgress.current = false;
    showUploadToast(upload.status === 'failed' ? 'error' : 'success', upload.message);
  }, [upload]);
}

export interface UploadAnswerProps {
  uploadId: string;
  /** The answer of the upload just sent from this screen: its msg and err_msg. */
  answer: SheetUploadAnswer | null;
}

/**
 * The upload in the address: what it came to, its progress while queued or running (read again
 * every second), its rows, and its error sheet when rows failed.
 */
export function UploadAnswer({ uploadId, answer }: UploadAnswerProps) {
  const query = useSheetUpload(uploadId, ANSWER_ROWS);
  useFinishToast(query.data?.upload);
  if (!query.data) {
    if (query.isError)
      return <FailureState error={query.error} onRetry={() => void query.refetch()} />;
    return <LoadingState />;
  }
  const { upload, error_sheet, results } = query.data;
  const running = isInProgress(upload.status);
  // The answer's own msg and err_msg hold for an upload applied in the request; a queued one's
  // result is what the upload came to.
  const fresh =
    answer?.upload.upload_id === uploadId && !isInProgress(answer.upload.status) ? answer : null;
  const errorText = fresh?.err_msg ?? (upload.status === 'failed' ? upload.message : null);
  return (
    <Stack gap="sm" aria-label="Upload result" role="region">
      <Alert color={errorText ? 'red' : running ? 'blue' : 'green'} variant="light">
        <Group gap="sm" mb={4}>
          <UploadStatusBadge status={upload.status} onTint />
          <Text size="sm" fw={600}>
            {upload.file_name}
          </Text>
        </Group>
        <Text size="sm">{fresh?.msg ?? upload.message}</Text>
        {fresh?.err_msg && (
          <Text size="sm" c="red.7">
            {fresh.err_msg}
          </Text>
        )}
      </Alert>
      {running && <UploadProgress upload={upload} />}
      {!running && upload.failures > 0 && (
        <div>
          <DownloadButton
            path={error_sheet ?? errorSheetPath(upload.upload_id)}
            fileName={errorSheetNameOf(upload)}
          >
            download error sheet
          </DownloadButton>
        </div>
      )}
      {!running && <RowResultsTable results={results} />}
    </Stack>
  );
}
