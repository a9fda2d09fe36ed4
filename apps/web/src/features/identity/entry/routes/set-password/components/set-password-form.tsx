import { ZSetPasswordRequest, type TSetPasswordRequest } from '@backoffice/domain/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors, PasswordField } from '@/components/form';
import type { useSetPassword } from '@/features/identity/entry/api/set-password';

const EMPTY: TSetPasswordRequest = { new_password: '', confirm_password: '' };
const FIELDS = ['new_password', 'confirm_password'] as const;

/** New and confirmed password, checked by the domain schema before the call. */
export function SetPasswordForm({ submit }: { submit: ReturnType<typeof useSetPassword> }) {
  const form = useForm<TSetPasswordRequest>({
    resolver: zodResolver(ZSetPasswordRequest),
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
    <form onSubmit={send} noValidate aria-label="Set your password">
      <Stack gap="sm">
        {refusal && (
          <Alert color="red" role="alert">
            {submit.error.message}
          </Alert>
        )}
        <PasswordField
          control={form.control}
          name="new_password"
          label="New Password"
          autoComplete="new-password"
          required
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label="Confirm Password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={submit.isPending}>
          Set Password
        </Button>
      </Stack>
    </form>
  );
}
