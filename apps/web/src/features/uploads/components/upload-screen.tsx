import type { SheetUploadAnswer } from '@backoffice/domain/uploads';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/ui';
import { uploadKeys } from '../api/query-keys';
import { ANSWER_ROWS, UploadAnswer } from './upload-answer';
import { UploadForm } from './upload-form';
import { UploadHistory } from './upload-history';
import { endpointsOf, type UploadScreenDescription } from './upload-screen-description';
import { useUploadParam } from './use-upload-param';

/**
 * Every sheet upload screen: the form, the answer of the upload in the address (?upload=), and
 * the history of the screen's endpoints.
 */
export function UploadScreen({ screen }: { screen: UploadScreenDescription }) {
  const queryClient = useQueryClient();
  const [uploadId, showUpload] = useUploadParam();
  const [answer, setAnswer] = useState<SheetUploadAnswer | null>(null);
  const answered = (next: SheetUploadAnswer) => {
    const id = next.upload.upload_id;
    queryClient.setQueryData(uploadKeys.rows(id, ANSWER_ROWS), {
      upload: next.upload,
      error_sheet: next.error_sheet,
      results: next.results,
      count: next.results.length,
    });
    setAnswer(next);
    showUpload(id);
  };
  return (
    <>
      <PageHeader title={screen.title} />
      <Stack gap="lg">
        {screen.extra}
        <UploadForm choices={screen.choices} failureText={screen.failureText} onAnswer={answered} />
        {uploadId && <UploadAnswer key={uploadId} uploadId={uploadId} answer={answer} />}
        <UploadHistory endpoints={endpointsOf(screen.choices)} />
      </Stack>
    </>
  );
}
