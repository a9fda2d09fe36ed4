import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { TextareaField } from '@/components/form';
import { usePopup } from '@/components/ui';
import {
  COMMENTS_FIELD,
  ZDisputeComments,
  type DisputeComments,
} from '@/features/retail/cash/components/required-comments';

interface ConfirmationCommentsFormProps {
  summary: ReactNode;
  onSubmit: (comments: string) => void;
  onCancel: () => void;
}

/** Raise Dispute's Confirmation Comments (spec 002 section 2): the comments are required. */
export function ConfirmationCommentsForm({
  summary,
  onSubmit,
  onCancel,
}: ConfirmationCommentsFormProps) {
  const form = useForm<DisputeComments, unknown, { comments: string }>({
    resolver: zodResolver(ZDisputeComments),
    defaultValues: { comments: '' },
  });
  const submit = form.handleSubmit(({ comments }) => onSubmit(comments));
  return (
    <Stack gap="sm">
      <Text size="sm">{summary}</Text>
      <TextareaField control={form.control} name="comments" {...COMMENTS_FIELD} minRows={3} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void submit()}>
          Raise Dispute
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks for the dispute's comments: resolves them, or null when the popup is closed. */
export function useConfirmationComments(): (summary: ReactNode) => Promise<string | null> {
  const popup = usePopup();
  return useCallback(
    (summary) =>
      new Promise<string | null>((resolve) => {
        popup.open(
          (close) => (
            <ConfirmationCommentsForm
              summary={summary}
              onCancel={close}
              onSubmit={(comments) => {
                resolve(comments);
                close();
              }}
            />
          ),
          { title: 'Confirmation Comments', size: 'md', onClose: () => resolve(null) },
        );
      }),
    [popup],
  );
}
