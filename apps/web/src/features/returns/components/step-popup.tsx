import type { CustomerRequest } from '@backoffice/domain/returns';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';
import { RequestSummary } from './request-summary';

/** The longest comment a step takes (the domain's bound of request comments). */
const COMMENTS_MAX = 1000;

export interface StepChoice {
  label: string;
  /** The choice's field name in the body, e.g. 'status' or 'hold_sub_reason_id'. */
  name: string;
  options: readonly { value: string; label: string }[];
  /** Whether the choice's value is sent as a number. */
  numeric?: boolean;
  /** Whether the choice may be left empty (sent as null). */
  clearable?: boolean;
  /** The value chosen when the popup opens (the request's current hold reason). */
  initial?: string | null;
}

export interface StepPopupProps<TAnswer extends { message: string }> {
  request: CustomerRequest;
  orderRandomId: string;
  /** Reads the request again (after a stale write). */
  reload: () => Promise<unknown>;
  path: string;
  schema: z.ZodType<TAnswer>;
  submitLabel: string;
  /** A choice the step needs (the target status, the hold reason). */
  choice?: StepChoice;
  /** Whether a comment must be typed (a cancellation says why). */
  commentsRequired?: boolean;
  /** Whether the step takes a comment at all (the pickup and warehouse steps take none). */
  withComments?: boolean;
  /** The step's own fields, sent with the request's id and version. */
  extra?: Readonly<Record<string, unknown>>;
  /** Blocks the step until its own fields are valid. */
  blocked?: boolean;
  /** More to show above the form. */
  children?: ReactNode;
  close: () => void;
}

/**
 * One step on a request (approve, process, cancel, change status, hold, cancel pickup): the
 * request, a choice when the step has one, a comment, and the button. The body names the
 * request's version; a stale version keeps the popup open with a Reload.
 */
export function StepPopup<TAnswer extends { message: string }>({
  request,
  orderRandomId,
  reload,
  path,
  schema,
  submitLabel,
  choice,
  commentsRequired = false,
  withComments = true,
  extra = {},
  blocked = false,
  children,
  close,
}: StepPopupProps<TAnswer>) {
  const [chosen, setChosen] = useState<string | null>(
    choice?.initial ?? (choice?.options.length === 1 ? (choice.options[0]?.value ?? null) : null),
  );
  const [comments, setComments] = useState('');
  const [tried, setTried] = useState(false);
  const write = useReturnWrite<Record<string, unknown>, TAnswer>({ path, schema, orderRandomId });
  const stale = useStaleWrite(reload);
  const choiceMissing = choice !== undefined && !choice.clearable && chosen === null;
  const commentsMissing = commentsRequired && comments.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (choiceMissing || commentsMissing || blocked) return;
    const value = chosen === null ? null : choice?.numeric ? Number(chosen) : chosen;
    write.mutate(
      {
        request_id: request.id,
        version: request.version,
        ...extra,
        ...(choice ? { [choice.name]: value } : {}),
        ...(comments.trim() === '' ? {} : { comments: comments.trim() }),
      },
      { onSuccess: close, onError: stale.onError },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestSummary request={request} />
        {children}
        {choice && (
          <Select
            label={choice.label}
            withAsterisk={!choice.clearable}
            data={[...choice.options]}
            value={chosen}
            onChange={setChosen}
            clearable={choice.clearable}
            error={tried && choiceMissing ? 'Required!' : undefined}
          />
        )}
        {withComments && (
          <Textarea
            label="Comments"
            withAsterisk={commentsRequired}
            autosize
            minRows={2}
            maxLength={COMMENTS_MAX}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
            error={tried && commentsMissing ? 'Required!' : undefined}
          />
        )}
        <StaleWriteNotice stale={stale} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button type="submit" loading={write.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
