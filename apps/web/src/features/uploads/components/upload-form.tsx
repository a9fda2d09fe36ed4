import { UPLOAD_MESSAGES, type SheetUploadAnswer } from '@backoffice/domain/uploads';
import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { SelectField } from '@/components/form/select-field';
import { ApiError } from '@/lib/api/api-error';
import { UNEXPECTED_TEXT } from '@/lib/api/error-message';
import { fileStampOf, useUploadSheet } from '../api/upload-sheet';
import { SheetTypeGuide } from './sheet-type-guide';
import { sheetTypeLabel } from './sheet-type-label';
import type { UploadChoice } from './upload-screen-description';
import { showUploadToast } from './upload-toast';

/** The files a sheet upload takes (002 section 5). */
export const ACCEPTED_FILES = '.xlsx,.xls,.csv';

interface UploadFormValues {
  upload_type: string | null;
  file: File | null;
}

export interface UploadFormProps {
  choices: readonly UploadChoice[];
  /** The text of a failure whose answer says nothing; the central handler's otherwise. */
  failureText?: string;
  onAnswer: (answer: SheetUploadAnswer) => void;
}

/** The toast of an answer: the server's err_msg as an error, else its msg. */
function tellAnswer(answer: SheetUploadAnswer) {
  if (answer.err_msg) showUploadToast('error', answer.err_msg);
  else showUploadToast(answer.upload.status === 'queued' ? 'info' : 'success', answer.msg);
}

/**
 * The type (when the screen offers more than one), its columns and sample, the file and Upload:
 * disabled until a file is chosen. After any answer the form starts again empty.
 */
export function UploadForm({ choices, failureText, onAnswer }: UploadFormProps) {
  const single = choices.length === 1 ? choices[0] : undefined;
  const defaults: UploadFormValues = { upload_type: single?.type ?? null, file: null };
  const form = useForm<UploadFormValues>({ defaultValues: defaults });
  const upload = useUploadSheet();
  const [type, file] = useWatch({ control: form.control, name: ['upload_type', 'file'] });
  const chosen = choices.find((choice) => choice.type === type);

  const failed = (error: Error) => {
    form.reset(defaults);
    applyServerErrors(form, error, ['file', 'upload_type']);
    const saidNothing = error instanceof ApiError && error.message === UNEXPECTED_TEXT;
    showUploadToast('error', saidNothing && failureText ? failureText : error.message);
  };

  const submit = form.handleSubmit((values) => {
    if (!chosen) {
      form.setError('upload_type', {
        type: 'required',
        message: UPLOAD_MESSAGES.invalidUploadType,
      });
      return;
    }
    if (!values.file) return;
    upload.mutate(
      {
        endpoint: chosen.endpoint,
        type: chosen.type,
        file: values.file,
        fileStamp: fileStampOf(values.file),
      },
      {
        onSuccess: (answer) => {
          form.reset(defaults);
          tellAnswer(answer);
          onAnswer(answer);
        },
        onError: failed,
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={640}>
        {!single && (
          <SelectField
            control={form.control}
            name="upload_type"
            label="Upload type"
            placeholder="Choose the type of sheet"
            data={choices.map((choice) => ({
              value: choice.type,
              label: sheetTypeLabel(choice.type, choice.label),
            }))}
          />
        )}
        {chosen && <SheetTypeGuide type={chosen.type} />}
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileInput
              ref={field.ref}
              name={field.name}
              label="Sheet file"
              placeholder="Choose a .xlsx, .xls or .csv file"
              accept={ACCEPTED_FILES}
              clearable
              value={field.value}
              onChange={(next) => {
                form.clearErrors('file');
                field.onChange(next);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group>
          <Button
            type="submit"
            leftSection={<IconUpload size={16} />}
            disabled={file === null}
            loading={upload.isPending}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
