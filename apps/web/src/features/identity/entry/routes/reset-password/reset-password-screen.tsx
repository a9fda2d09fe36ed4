import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState, LoadingState, PageHeader } from '@/components/ui';
import { useStaff } from '@/features/identity/entry/api/get-staff';
import { ResetPasswordConfirm } from './components/reset-password-confirm';

/** /reset-password/:login_id: shows whose password is reset, then the reset and who was told. */
export function ResetPasswordScreen() {
  const { login_id: loginId = '' } = useParams();
  const staff = useStaff(loginId);
  return (
    <>
      <PageHeader title="Reset Password" back />
      {staff.isPending ? (
        <LoadingState />
      ) : staff.isError ? (
        <ErrorState message={staff.error.message} onRetry={() => void staff.refetch()} />
      ) : (
        <>
          <Text mb="md">
            Reset the password of <strong>{staff.data.name}</strong> ({staff.data.email})
          </Text>
          <ResetPasswordConfirm key={staff.data.login_id} staff={staff.data} />
        </>
      )}
    </>
  );
}
