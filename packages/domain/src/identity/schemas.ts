import { z } from 'zod';
import { SIGN_IN_ROLE_VALUES } from '../access/sign-in-roles';
import { SIGN_IN_MESSAGES } from '../core/validation/messages';
import { MAX_ROW_ID, wireNumber } from '../core/validation/wire-number';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
/** The longest e-mail address (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/** POST /api/login/ (spec 000 section 7): username is the e-mail. */
export const ZLoginRequest = z.object({
  username: z
    .string({ error: SIGN_IN_MESSAGES.emailRequired })
    .trim()
    .min(1, SIGN_IN_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, SIGN_IN_MESSAGES.invalidEmail)
    .pipe(z.email({ error: SIGN_IN_MESSAGES.invalidEmail })),
  password: z
    .string({ error: SIGN_IN_MESSAGES.passwordRequired })
    .min(1, SIGN_IN_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
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

/** A new password: at least 8 characters with a letter and a digit. */
export const ZNewPassword = z
  .string({ error: 'New Password is Required!' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a digit');

/** POST /api/change-password/: the signed-in user's own password. */
export const ZChangePasswordRequest = z
  .object({
    old_password: z
      .string({ error: 'Current Password is Required!' })
      .min(1, 'Current Password is Required!')
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    new_password: ZNewPassword,
    confirm_password: z
      .string({ error: 'Confirm Password is Required!' })
      .min(1, 'Confirm Password is Required!')
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
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

/** A new password typed twice: choosing one after a first password, or from a reset's link. */
export const ZNewPasswordPair = z
  .object({
    new_password: ZNewPassword,
    confirm_password: z
      .string({ error: 'Confirm Password is Required!' })
      .min(1, 'Confirm Password is Required!')
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match!',
  });
export type TNewPasswordPair = z.infer<typeof ZNewPasswordPair>;

/**
 * POST /api/choose-password/: the own password of a user whose first password someone else
 * gave (a retail member's), chosen at their first sign-in (the session proves the given one).
 */
export const ZChoosePasswordRequest = ZNewPasswordPair;
export type TChoosePasswordRequest = TNewPasswordPair;

/** POST /api/set-password/:token/: the password the holder of a reset's link sets. */
export const ZSetPasswordRequest = ZNewPasswordPair;
export type TSetPasswordRequest = TNewPasswordPair;

export const ZLoginIdParam = z.object({
  login_id: wireNumber(
    z
      .number({ error: 'login_id must be a number' })
      .int()
      .positive('login_id must be a positive number')
      .max(MAX_ROW_ID, 'login_id is out of range'),
  ),
});
