import {
  DYNAMIC_FORM_MESSAGES,
  REQUEST_COMMENTS_MAX,
  type CustomerRequest,
} from '@backoffice/domain/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, SelectField, TextareaField } from '@/components/form';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { ApiError, isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';
import { RequestSummary } from './request-summary';

/** What the step popup's own fields hold: the choice (as the select's text) and the comment. */
export interface StepValues {
  choice: string | null;
  comments: string;
}

/** The request a step acts on, named with the version the user saw. */
export interface RequestRef {
  request_id: number;
  version: number;
}

export interface StepChoice {
  label: string;
  /** The choice's field in the body, e.g. 'status': the server's refusal of it shows under it. */
  name: string;
  options: readonly { value: string; label: string }[];
  /** Whether the choice may be left empty (sent as null). */
  clearable?: boolean;
  /** The value chosen when the popup opens (the request's current hold reason). */
  initial?: string | null;
}

export interface StepPopupProps<TBody, TAnswer extends { message: string }> {
  request: CustomerRequest;
  orderRandomId: string;
  /** Reads the request again (after a stale write). */
  reload: () => Promise<unknown>;
  path: string;
  schema: z.ZodType<TAnswer>;
  submitLabel: string;
  /** The step's body, typed by the domain, from the request and the popup's fields. */
  body: (ref: RequestRef, values: StepValues) => TBody;
  /** A choice the step needs (the target status, the hold reason). */
  choice?: StepChoice;
  /** Whether a comment must be typed (a cancellation says why). */
  commentsRequired?: boolean;
  /** Whether the step takes a comment at all (the pickup and warehouse steps take none). */
  withComments?: boolean;
  /** Blocks the step until its own fields are valid. */
  blocked?: boolean;
  /** The step's own fields, above the choice and the comment. */
  children?: ReactNode;
  close: () => void;
}

/** The comment of a step's body: left out when nothing was typed. */
export const commentsOf = ({ comments }: StepValues): { comments?: string } =>
  comments.trim() === '' ? {} : { comments: comments.trim() };

/** A step's choice is one of the listed options' values: a bound, not a rule the user meets. */
const CHOICE_MAX = 100;

/** The popup's fields, checked with the domain's messages and bound. */
const stepValuesSchema = (choiceRequired: boolean, commentsRequired: boolean) =>
  z.object({
    choice: choiceRequired
      ? z
          .string({ error: DYNAMIC_FORM_MESSAGES.required })
          .min(1, DYNAMIC_FORM_MESSAGES.required)
          .max(CHOICE_MAX)
      : z.string().max(CHOICE_MAX).nullable(),
    comments: z
      .string()
      .max(REQUEST_COMMENTS_MAX, DYNAMIC_FORM_MESSAGES.maxLength('Comments', REQUEST_COMMENTS_MAX))
      .refine(
        (comments) => !commentsRequired || comments.trim() !== '',
        DYNAMIC_FORM_MESSAGES.required,
      ),
  });

/**
 * One step on a request (approve, process, cancel, change status, hold, cancel pickup): the
 * request, a choice when the step has one, a comment, and the button. The body names the
 * request's version; a stale version keeps the popup open with a Reload; a refusal the server
 * ties to the choice or the comment shows under it.
 */
export function StepPopup<TBody, TAnswer extends { message: string }>({
  request,
  orderRandomId,
  reload,
  path,
  schema,
  submitLabel,
  body,
  choice,
  commentsRequired = false,
  withComments = true,
  blocked = false,
  children,
  close,
}: StepPopupProps<TBody, TAnswer>) {
  const form = useForm<StepValues>({
    resolver: zodResolver(
      stepValuesSchema(choice !== undefined && !choice.clearable, commentsRequired),
    ),
    defaultValues: {
      choice:
        choice?.initial ??
        (choice?.options.length === 1 ? (choice.options[0]?.value ?? null) : null),
      comments: '',
    },
  });
  const write = useReturnWrite<TBody, TAnswer>({ path, schema, orderRandomId });
  const stale = useStaleWrite(reload);
  const onError = (error: Error) => {
    if (isStale(error)) return stale.onError(error);
    applyServerErrors(form, error, ['comments']);
    const choiceRefusal = choice && error instanceof ApiError && error.fieldErrors[choice.name];
    if (choiceRefusal) form.setError('choice', { type: 'server', message: choiceRefusal });
  };
  const submit = form.handleSubmit((values) => {
    if (blocked) return;
    write.mutate(body({ request_id: request.id, version: request.version }, values), {
      onSuccess: close,
      onError,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestSummary request={request} />
        {children}
        {choice && (
          <SelectField
            control={form.control}
            name="choice"
            label={choice.label}
            withAsterisk={!choice.clearable}
            data={[...choice.options]}
            clearable={choice.clearable}
          />
        )}
        {withComments && (
          <TextareaField
            control={form.control}
            name="comments"
            label="Comments"
            withAsterisk={commentsRequired}
            autosize
            minRows={2}
            maxLength={REQUEST_COMMENTS_MAX}
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
