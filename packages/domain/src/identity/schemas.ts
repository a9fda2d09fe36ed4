import { z } from 'zod';
import { SIGN_IN_ROLE_VALUES } from '../access/sign-in-roles';
import { SIGN_IN_MESSAGES } from '../core/validation/messages';

/** POST /api/login/ (spec 000 section 7): username is the e-mail. */
export const ZLoginRequest = z.object({
  username: z
    .string({ error: SIGN_IN_MESSAGES.emailRequired })
    .trim()
    .min(1, SIGN_IN_MESSAGES.emailRequired)
    .pipe(z.email({ error: SIGN_IN_MESSAGES.invalidEmail })),
  password: z
    .string({ error: SIGN_IN_MESSAGES.passwordRequired })
    .min(1, SIGN_IN_MESSAGES.passwordRequired),
  role: z.enum(SIGN_IN_ROLE_VALUES, { error: 'Role is Required!' }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** POST /api/update-user-status/. */
export const ZUpdateUserStatusRequest = z.object({
  action_type: z.union([z.literal(1), z.literal(2)], {
    error: 'action_type must be 1 (Break) or 2 (Working)',
  }),
});
export type TUpdateUserStatusRequest = z.infer<typeof ZUpdateUserStatusRequest>;

export const PASSWORD_MIN_LENGTH = 8;
/** A new password: at least 8 characters with a letter and a digit. */
export const ZNewPassword = z
  .string({ error: 'New Password is Required!' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a digit');

/** POST /api/change-password/: the signed-in user's own password. */
export const ZChangePasswordRequest = z
  .object({
    old_password: z
      .string({ error: 'Current Password is Required!' })
      .min(1, 'Current Password is Required!'),
    new_password: ZNewPassword,
    confirm_password: z
      .string({ error: 'Confirm Password is Required!' })
      .min(1, 'Confirm Password is Required!'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match!',
  })
  .refine((v) => v.new_password !== v.old_password, {
    path: ['new_password'],
    message: 'New password must differ from the current one',
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST /api/reset-password/:login_id/: another user's password (TEAML, SALES, OPS, FINANCE). */
export const ZResetPasswordRequest = z
  .object({
    new_password: ZNewPassword,
    confirm_password: z
      .string({ error: 'Confirm Password is Required!' })
      .min(1, 'Confirm Password is Required!'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match!',
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZLoginIdParam = z.object({
  login_id: z.coerce
    .number({ error: 'login_id must be a number' })
    .int()
    .positive('login_id must be a positive number'),
});
