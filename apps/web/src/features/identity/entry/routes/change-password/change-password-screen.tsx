import { PageHeader } from '@/components/ui';
import { ChangePasswordForm } from './components/change-password-form';

/** /change-password: any signed-in user changes their own password. */
export function ChangePasswordScreen() {
  return (
    <>
      <PageHeader title="Change Password" back />
      <ChangePasswordForm />
    </>
  );
}
