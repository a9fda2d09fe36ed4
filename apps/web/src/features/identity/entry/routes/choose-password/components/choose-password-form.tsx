import { ZChoosePasswordRequest, type TChoosePasswordRequest } from '@backoffice/domain/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors, PasswordField } from '@/components/form';
import { useChoosePassword } from '@/features/identity/entry/api/choose-password';

const EMPTY: TChoosePasswordRequest = { new_password: '', confirm_password: '' };
const FIELDS = ['new_password', 'confirm_password'] as const;

/** New and confirmed password, checked by the domain schema before the call. */
export function ChoosePasswordForm() {
  const choose = useChoosePassword();
  const form = useForm<TChoosePasswordRequest>({
    resolver: zodResolver(ZChoosePasswordRequest),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit((request) =>
    choose.mutate(request, {
      onError: (error) => applyServerErrors(form, error, FIELDS),
    }),
  );
  const { errors } = form.formState;
  // A refusal the server put under a field shows there only.
  const refusal = choose.error && !FIELDS.some((field) => errors[field]);

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="sm" maw={420}>
        {refusal && (
          <Alert color="red" role="alert">
            {choose.error.message}
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
        <Button type="submit" loading={choose.isPending}>
          Save Password
        </Button>
      </Stack>
    </form>
  );
}
