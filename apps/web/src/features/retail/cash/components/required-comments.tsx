import { CASH_MESSAGES } from '@backoffice/domain/retail/cash';
import { Textarea } from '@mantine/core';
import { useState } from 'react';

const COMMENTS_MAX = 1000;

interface CommentsFieldState {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

export interface RequiredComments {
  /** The trimmed comments, or null (and the field says they are required) when there are none. */
  take: () => string | null;
  field: CommentsFieldState;
}

/** The required comments of a dispute: typing clears the 'required' message. */
export function useRequiredComments(): RequiredComments {
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    take: () => {
      const text = comments.trim();
      if (text === '') {
        setError(CASH_MESSAGES.commentsRequired);
        return null;
      }
      return text;
    },
    field: {
      value: comments,
      error,
      onChange: (value) => {
        setComments(value);
        setError(null);
      },
    },
  };
}

/** The Comments box of the dispute popups. */
export function CommentsField({
  field: { value, error, onChange },
  minRows = 2,
}: {
  field: CommentsFieldState;
  minRows?: number;
}) {
  return (
    <Textarea
      label="Comments"
      required
      autosize
      minRows={minRows}
      maxLength={COMMENTS_MAX}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
