import { ZChangePasswordRequest, type TChangePasswordRequest } from '@backoffice/domain/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/features/identity/entry/components/new-password-fields';
import { useChangePassword } from '@/features/identity/entry/api/change-password';

const EMPTY: TChangePasswordRequest = { old_password: '', new_password: '', confirm_password: '' };

/** Current, new and confirmed password, checked by the domain schema before the call. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((request) =>
    change.mutate(request, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Password changed' });
        form.reset(EMPTY);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm" maw={420}>
        {change.error && (
          <Alert color="red" role="alert">
            {change.error.message}
          </Alert>
        )}
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          required
          error={errors.old_password?.message}
          {...form.register('old_password')}
        />
        <NewPasswordFields control={form.control} />
        <Button type="submit" loading={change.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
