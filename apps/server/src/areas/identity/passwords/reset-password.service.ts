import type { Database } from '@backoffice/db';
import { memberPods, passwordResetLinks, type StaffRow } from '@backoffice/db/schema';
import {
  maskDestination,
  passwordLinkExpiresAt,
  passwordResetRefusal,
  setPasswordPagePath,
  SET_PASSWORD_MESSAGES,
  type PasswordLinkChannel,
  type PasswordResetRefusal,
  type TPasswordResetResponse,
} from '@backoffice/domain/identity';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { AppError } from '../../../core/errors';
import { linkTokenHash, newLinkToken } from '../../../core/links/link-tokens';
import { queueMessage } from '../../../core/messages/queued-messages';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { identityError } from '../identity.errors';
import { revokeSessions } from '../session/sessions';
import { toPrincipal } from '../users/current-user';
import { staffOrNotFound } from '../users/staff.queries';
import { disableStaffPassword, PASSWORD_CHANGE } from './staff-password';

/**
 * Resets another staff member's password when the reset rule allows it (decision 018): ends
 * their sessions, removes the password, and sends the account holder, after the commit, a link
 * that sets a new one once within a day. The resetter never learns a password; only the link's
 * hash is stored, and a new reset ends the account's earlier unused links.
 */
export function resetPassword(
  ctx: AppContext,
  caller: StaffCaller,
  loginId: number,
): Promise<TPasswordResetResponse> {
  if (loginId === caller.login_id) throw refusalError('own-account');
  return runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const target = await staffOrNotFound(tx, loginId, true);
    const refusal = passwordResetRefusal({
      resetter: caller.principal,
      target: toPrincipal(target),
      targetPodLeaderId: await podLeaderOf(tx, loginId),
      config: ctx.config.access,
    });
    if (refusal) throw refusalError(refusal);
    await disableStaffPassword(tx, loginId, now);
    await revokeSessions(tx, now, loginId);
    await tx
      .update(passwordResetLinks)
      .set({ expires_at: now })
      .where(
        and(
          eq(passwordResetLinks.login_id, loginId),
          isNull(passwordResetLinks.used_at),
          gt(passwordResetLinks.expires_at, now),
        ),
      );
    const { channel, to } = destinationOf(target);
    const token = newLinkToken();
    const [link] = await tx
      .insert(passwordResetLinks)
      .values({
        login_id: loginId,
        token_hash: linkTokenHash(token),
        channel,
        sent_to: to,
        reset_by_login_id: caller.login_id,
        reset_at: now,
        expires_at: passwordLinkExpiresAt(now),
      })
      .returning();
    if (!link) throw new Error('resetPassword: the link insert returned no row');
    const text = SET_PASSWORD_MESSAGES.text(`${ctx.config.publicUrl}${setPasswordPagePath(token)}`);
    await queueMessage(tx, `password-reset-link:${link.id}`, {
      channel,
      to,
      text,
      ...(channel === 'email' ? { subject: SET_PASSWORD_MESSAGES.subject } : {}),
    });
    const sentTo = maskDestination(channel, to);
    await record.change({
      entity: 'staff',
      id: loginId,
      changes: { ...PASSWORD_CHANGE, password_link: { before: null, after: link.id } },
      reason: `Password reset by a team member; a set-password link went by ${channel} to ${sentTo}`,
    });
    return {
      success: true as const,
      message: SET_PASSWORD_MESSAGES.sent(channel, sentTo, target.name),
      channel,
      sent_to: sentTo,
      expires_at: link.expires_at.toISOString(),
    };
  });
}

/** The account's mobile when it has one, else its e-mail (the sign-in name every account has). */
function destinationOf(account: StaffRow): { channel: PasswordLinkChannel; to: string } {
  return account.contact !== null && /^\d{10}$/.test(account.contact)
    ? { channel: 'sms', to: account.contact }
    : { channel: 'email', to: account.email };
}

async function podLeaderOf(tx: Database, loginId: number): Promise<number | null> {
  const [row] = await tx
    .select({ leader: memberPods.pod_leader_login_id })
    .from(memberPods)
    .where(eq(memberPods.login_id, loginId));
  return row?.leader ?? null;
}

const REFUSAL_ERRORS = {
  'own-account': () => identityError('identity.reset_own_password').at('login_id'),
  'not-a-resetter': () => identityError('identity.reset_not_a_resetter'),
  'protected-account': () => identityError('identity.reset_protected_account'),
  'more-powers': () => identityError('identity.reset_more_capable_account'),
  'other-pod': () => identityError('identity.reset_other_pod'),
} satisfies Record<PasswordResetRefusal, () => AppError>;

function refusalError(refusal: PasswordResetRefusal): AppError {
  return REFUSAL_ERRORS[refusal]();
}
