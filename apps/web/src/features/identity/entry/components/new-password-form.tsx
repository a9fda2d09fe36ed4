import { ZNewPasswordPair, type TNewPasswordPair } from '@backoffice/domain/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/form';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: TNewPasswordPair = { new_password: '', confirm_password: '' };
const FIELDS = ['new_password', 'confirm_password'] as const;

interface NewPasswordFormProps {
  /** The call that keeps the new password: choosing one's own, or setting one from a link. */
  submit: UseMutationResult<unknown, Error, TNewPasswordPair>;
  /** The form's accessible name. */
  label: string;
  /** The submit button's words. */
  action: string;
  maw?: number;
}

/** A new password typed twice, checked by the domain schema before the call. */
export function NewPasswordForm({ submit, label, action, maw }: NewPasswordFormProps) {
  const form = useForm<TNewPasswordPair>({
    resolver: zodResolver(ZNewPasswordPair),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const send = form.handleSubmit((request) =>
    submit.mutate(request, { onError: (error) => applyServerErrors(form, error, FIELDS) }),
  );
  const { errors } = form.formState;
  // A refusal the server put under a field shows there only.
  const refusal = submit.error && !FIELDS.some((field) => errors[field]);

  return (
    <form onSubmit={send} noValidate aria-label={label}>
      <Stack gap="sm" maw={maw}>
        {refusal && (
          <Alert color="red" role="alert">
            {submit.error.message}
          </Alert>
        )}
        <NewPasswordFields control={form.control} />
        <Button type="submit" loading={submit.isPending}>
          {action}
        </Button>
      </Stack>
    </form>
  );
}
