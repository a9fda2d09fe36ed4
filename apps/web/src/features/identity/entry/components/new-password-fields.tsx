import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn<'new_password'>;
  confirmPassword: UseFormRegisterReturn<'confirm_password'>;
  errors: { new_password?: { message?: string }; confirm_password?: { message?: string } };
}

/** New Password and Confirm Password of changing one's own password. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        required
        error={errors.new_password?.message}
        {...newPassword}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...confirmPassword}
      />
    </>
  );
}
