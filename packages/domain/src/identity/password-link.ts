import { z } from 'zod';
import { ZLinkToken } from '../core/links/link-token';

/** How long a set-password link works after the reset that sent it. */
export const PASSWORD_LINK_VALIDITY_HOURS = 24;

/** When a link sent at `resetAt` stops working. */
export function passwordLinkExpiresAt(resetAt: Date): Date {
  return new Date(resetAt.getTime() + PASSWORD_LINK_VALIDITY_HOURS * 60 * 60 * 1000);
}

/** Whether a set-password link can still take a password. */
export function isPasswordLinkOpen(
  link: { expires_at: Date; used_at: Date | null },
  now: Date,
): boolean {
  return link.used_at === null && now.getTime() < link.expires_at.getTime();
}

/** The channels a set-password link goes by: the account's mobile, else its e-mail. */
export const PASSWORD_LINK_CHANNELS = ['sms', 'email'] as const;
export type PasswordLinkChannel = (typeof PASSWORD_LINK_CHANNELS)[number];

/** Where a link went, as the resetter and the history see it: all but the last characters hidden. */
export function maskDestination(channel: PasswordLinkChannel, to: string): string {
  if (channel === 'sms') return `${'X'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;
  const [mailbox = '', domain = ''] = to.split('@');
  return `${mailbox.slice(0, 2)}${'*'.repeat(Math.max(1, mailbox.length - 2))}@${domain}`;
}

/** The texts of a reset and of the set-password page. */
export const SET_PASSWORD_MESSAGES = {
  sent: (channel: PasswordLinkChannel, maskedTo: string, name: string) =>
    `Password reset. ${name} can no longer sign in with the old password; a link to set a new one went by ${channel === 'sms' ? 'SMS' : 'e-mail'} to ${maskedTo} and works once within ${PASSWORD_LINK_VALIDITY_HOURS} hours.`,
  text: (url: string) =>
    `Your Backoffice password was reset. Set a new one within ${PASSWORD_LINK_VALIDITY_HOURS} hours here: ${url}`,
  subject: 'Set your Backoffice password',
  used: 'This link was already used. Ask for a new reset if you need one.',
  passwordSet: 'Your password is set. Sign in with it.',
  tooManyTries: 'Too many tries. Try again later.',
} as const;

/** The path of the public page's calls. */
export const ZSetPasswordParams = z.object({ token: ZLinkToken });
export type TSetPasswordParams = z.infer<typeof ZSetPasswordParams>;

/** GET of the public page: whose password the link sets and whether it still works. */
export const ZSetPasswordPage = z.object({
  name: z.string().max(200),
  expires_at: z.string().max(40),
  /** `open` takes a password; `used` and `expired` say why not in `notice`. */
  state: z.enum(['open', 'used', 'expired']),
  notice: z.string().max(200).nullable(),
});
export type TSetPasswordPage = z.infer<typeof ZSetPasswordPage>;

/** Who reset a password and when: the holder's next sign-in shows it once. */
export const ZPasswordResetNotice = z.object({
  reset_at: z.string().max(40),
  reset_by_login_id: z.number().int(),
  reset_by_name: z.string().max(200),
});
export type TPasswordResetNotice = z.infer<typeof ZPasswordResetNotice>;

/** POST /api/reset-password/:login_id/: who was told, how, and until when the link works. */
export const ZPasswordResetResponse = z.object({
  success: z.literal(true),
  message: z.string().max(300),
  channel: z.enum(PASSWORD_LINK_CHANNELS),
  sent_to: z.string().max(254),
  expires_at: z.string().max(40),
});
export type TPasswordResetResponse = z.infer<typeof ZPasswordResetResponse>;

/** POST of the public page: the password is set. */
export const ZSetPasswordResponse = z.object({
  success: z.literal(true),
  message: z.string().max(200),
});
export type TSetPasswordResponse = z.infer<typeof ZSetPasswordResponse>;
