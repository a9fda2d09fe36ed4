import type { FormField } from '@backoffice/domain/returns';
import { CloseButton, FileInput, Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { DynamicFormState } from './use-dynamic-form';

type FilesField = Extract<FormField, { type: 'files' }>;

const filesOf = (answer: unknown): File[] =>
  Array.isArray(answer) ? answer.filter((item): item is File => item instanceof File) : [];

const sizeText = (bytes: number) => `${formatNumber(Math.ceil(bytes / 1024))} KB`;

/**
 * A file list (001 section 2): files chosen add to the list, each with its size and a remove
 * button; the domain's rule tells when there are too many or one is too large.
 */
export function FilesField({ field, form }: { field: FilesField; form: DynamicFormState }) {
  const files = filesOf(form.answers[field.name]);
  const setFiles = (next: File[]) => form.setAnswer(field.name, next);
  return (
    <Stack gap={4}>
      <FileInput
        label={field.label}
        description={field.hint}
        withAsterisk={field.required}
        placeholder={`Add files (at most ${field.max_files})`}
        multiple
        accept={field.accept.join(',')}
        value={[]}
        onChange={(added) => setFiles([...files, ...added])}
        error={form.shownError(field.name)}
      />
      {files.length > 0 && (
        <Stack gap={2} aria-label={`${field.label} chosen`}>
          {files.map((file, index) => (
            <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {sizeText(file.size)}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
              />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
