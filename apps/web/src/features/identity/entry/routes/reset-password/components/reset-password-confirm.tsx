import type { StaffSummary } from '@backoffice/domain/identity';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useResetPassword } from '@/features/identity/entry/api/reset-password';

/**
 * Resets another staff member's password: no password is typed or shown. The server ends their
 * sessions and sends them a one-time link; the answer says who was told and how.
 */
export function ResetPasswordConfirm({ staff }: { staff: StaffSummary }) {
  const reset = useResetPassword(String(staff.login_id));
  if (reset.isSuccess) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={20} />} role="status" maw={560}>
        {reset.data.message}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" maw={560}>
      {reset.error && (
        <Alert color="red" role="alert">
          {reset.error.message}
        </Alert>
      )}
      <Text>
        Their sessions end and their password stops working at once. They get a link by SMS (or
        e-mail when they have no mobile) to set a new password themselves; nobody else learns it.
      </Text>
      <Button w="fit-content" loading={reset.isPending} onClick={() => reset.mutate()}>
        Reset Password
      </Button>
    </Stack>
  );
}
