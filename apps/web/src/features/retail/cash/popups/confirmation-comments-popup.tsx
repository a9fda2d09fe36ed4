import { CASH_MESSAGES } from '@backoffice/domain/retail/cash';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { usePopup } from '@/components/ui';

const COMMENTS_MAX = 1000;

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
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = comments.trim();
    if (text === '') {
      setError(CASH_MESSAGES.commentsRequired);
      return;
    }
    onSubmit(text);
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{summary}</Text>
      <Textarea
        label="Comments"
        required
        autosize
        minRows={3}
        maxLength={COMMENTS_MAX}
        value={comments}
        error={error}
        onChange={(event) => {
          setComments(event.currentTarget.value);
          setError(null);
        }}
      />
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
