import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { usePopup } from '@/components/ui';
import {
  CommentsField,
  useRequiredComments,
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
  const comments = useRequiredComments();
  const submit = () => {
    const text = comments.take();
    if (text !== null) onSubmit(text);
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{summary}</Text>
      <CommentsField field={comments.field} minRows={3} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={submit}>
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
