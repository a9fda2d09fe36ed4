import { ZResetPasswordRequest, type TResetPasswordRequest } from '@backoffice/domain/identity';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/features/identity/entry/components/new-password-fields';
import { useResetPassword } from '@/features/identity/entry/api/reset-password';
import type { StaffSummary } from '@backoffice/domain/identity';

const EMPTY: TResetPasswordRequest = { new_password: '', confirm_password: '' };

/** A new password for another staff member; their open sessions end on the server. */
export function ResetPasswordForm({ staff }: { staff: StaffSummary }) {
  const reset = useResetPassword(String(staff.login_id));
  const form = useForm<TResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((request) =>
    reset.mutate(request, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `Password reset for ${staff.name}` });
        form.reset(EMPTY);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="sm" maw={420}>
        {reset.error && (
          <Alert color="red" role="alert">
            {reset.error.message}
          </Alert>
        )}
        <NewPasswordFields
          newPassword={form.register('new_password')}
          confirmPassword={form.register('confirm_password')}
          errors={errors}
        />
        <Button type="submit" loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
