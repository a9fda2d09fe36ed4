import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The spec's question of a comment action (001 section 5 "Other"). */
export const CONFIRM_QUESTION = 'Are you sure want to perform this action?';

interface ConfirmWithCommentsProps {
  /** The form's accessible name, e.g. "Urgent delivery". */
  name: string;
  /** What the agent is confirming, e.g. the cart. */
  subject: string;
  label: string;
  field: UseFormRegisterReturn;
  /** Whether anything but spaces has been typed: the confirm button waits for it. */
  typed: boolean;
  error: string | undefined;
  confirmLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Shown above the question: the conflict of a stale write, with Reload. */
  notice?: ReactNode;
}

/** A confirmation that carries the agent's comment or reason; Confirm is disabled until one is typed. */
export function ConfirmWithComments(props: ConfirmWithCommentsProps) {
  return (
    <form onSubmit={props.onSubmit} noValidate aria-label={props.name}>
      <Stack gap="sm">
        {props.notice}
        <Text>{CONFIRM_QUESTION}</Text>
        <Text size="sm" c="dimmed">
          {props.subject}
        </Text>
        <Textarea
          label={props.label}
          required
          autosize
          minRows={3}
          error={props.error}
          {...props.field}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={props.pending} disabled={!props.typed}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
