import type { Control, Path } from 'react-hook-form';
import { PasswordField } from '@/components/form';

/** The two fields every new password is typed in. */
interface NewPasswordPair {
  new_password: string;
  confirm_password: string;
}

/** New Password and Confirm Password of any form holding the pair, errors under each. */
export function NewPasswordFields<T extends NewPasswordPair>({ control }: { control: Control<T> }) {
  // Every form holding the pair has these two paths; TypeScript cannot see it through T.
  const newPassword = 'new_password' as Path<T>;
  const confirmPassword = 'confirm_password' as Path<T>;
  return (
    <>
      <PasswordField
        control={control}
        name={newPassword}
        label="New Password"
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={control}
        name={confirmPassword}
        label="Confirm Password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
