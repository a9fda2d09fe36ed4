import { Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { FailureState, LoadingState, PaginationBar } from '@/components/ui';
import { formatDateTime, formatNumber } from '@/lib/format';
import { errorSheetPath, uploadedFilePath } from '../api/download-upload-file';
import { useSheetUpload } from '../api/get-sheet-upload';
import { DownloadButton } from '../components/download-button';
import { RowResultsTable } from '../components/row-results-table';
import { errorSheetNameOf } from '../components/upload-answer';
import { UploadStatusBadge } from '../components/upload-status-badge';

const PAGE_SIZE = 100;

/** One upload: who sent what and what it came to, its rows a page at a time, its files. */
export function UploadDetailPopup({ uploadId }: { uploadId: string }) {
  const [onlyFailures, setOnlyFailures] = useState(false);
  const [page, setPage] = useState({ offset: 0, limit: PAGE_SIZE });
  const query = useSheetUpload(uploadId, { ...page, onlyFailures });
  if (!query.data) {
    if (query.isError)
      return <FailureState error={query.error} onRetry={() => void query.refetch()} />;
    return <LoadingState />;
  }
  const { upload, error_sheet, results, count } = query.data;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <UploadStatusBadge status={upload.status} />
        <Text size="sm">{upload.message}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {`${upload.uploaded_by.name} (${upload.role}), ${formatDateTime(upload.uploaded_at)}: ` +
          `${formatNumber(upload.rows_total)} rows, ${formatNumber(upload.successes)} successes, ` +
          `${formatNumber(upload.failures)} failures`}
      </Text>
      <Group gap="md">
        <DownloadButton path={uploadedFilePath(upload.upload_id)} fileName={upload.file_name}>
          Download the uploaded file
        </DownloadButton>
        {upload.failures > 0 && (
          <DownloadButton
            path={error_sheet ?? errorSheetPath(upload.upload_id)}
            fileName={errorSheetNameOf(upload)}
          >
            download error sheet
          </DownloadButton>
        )}
      </Group>
      <RowResultsTable
        results={results}
        placement="popup"
        toolbar={
          <Group justify="space-between">
            <Switch
              label="Only failures"
              checked={onlyFailures}
              onChange={(event) => {
                setOnlyFailures(event.currentTarget.checked);
                setPage({ offset: 0, limit: PAGE_SIZE });
              }}
            />
            {count > 0 && (
              <PaginationBar
                offset={page.offset}
                limit={page.limit}
                total={count}
                onChange={setPage}
              />
            )}
          </Group>
        }
      />
    </Stack>
  );
}
