import type { SheetUpload } from '@backoffice/domain/uploads';
import { Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';

/** How far an upload is, 0 to 100: rows done of rows in the sheet. */
export function progressPercent({ rows_done, rows_total }: SheetUpload): number {
  if (rows_total <= 0) return 0;
  return Math.min(100, Math.round((rows_done / rows_total) * 100));
}

/** The progress of a queued or running upload, as a bar and in words. */
export function UploadProgress({ upload }: { upload: SheetUpload }) {
  const percent = progressPercent(upload);
  const words =
    upload.status === 'queued'
      ? `Waiting to start: ${formatNumber(upload.rows_total)} rows`
      : `${formatNumber(upload.rows_done)} of ${formatNumber(upload.rows_total)} rows done`;
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label="Upload progress" animated striped />
      <Text size="sm">{words}</Text>
    </Stack>
  );
}
