import { hashPassword, type Database } from '@backoffice/db';
import { passwordResetLinks, type PasswordResetLinkRow } from '@backoffice/db/schema';
import { LINK_EXPIRED_MESSAGE } from '@backoffice/domain/core/links';
import {
  isPasswordLinkOpen,
  SET_PASSWORD_MESSAGES,
  type TSetPasswordPage,
  type TSetPasswordRequest,
  type TSetPasswordResponse,
} from '@backoffice/domain/identity';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import {
  claimLinkCall,
  forgetEndedWindows,
  returnLinkCall,
  type GuessCounter,
} from '../../../core/links/link-guesses';
import { linkTokenHash } from '../../../core/links/link-tokens';
import { runUseCase, type Caller } from '../../../core/use-case';
import { identityError } from '../identity.errors';
import { revokeSessions } from '../session/sessions';
import { toPrincipal } from '../users/current-user';
import { staffOrNotFound } from '../users/staff.queries';
import { mustChangeCleared, PASSWORD_CHANGE, setStaffPassword } from './staff-password';

/** Unknown tokens tried from one address, in a window (decision 020's limit). */
const BY_ADDRESS: GuessCounter = {
  scope: 'password-reset-link:address',
  max: 20,
  windowMs: 10 * 60_000,
  message: SET_PASSWORD_MESSAGES.tooManyTries,
};
/** Calls on one link, from wherever they come. */
const BY_LINK: GuessCounter = { ...BY_ADDRESS, scope: 'password-reset-link:link' };

/** The link of a token's hash, locked with `forUpdate`; undefined when there is none. */
async function linkByHash(
  db: Database,
  tokenHash: string,
  forUpdate: boolean,
): Promise<PasswordResetLinkRow | undefined> {
  const query = db
    .select()
    .from(passwordResetLinks)
    .where(eq(passwordResetLinks.token_hash, tokenHash));
  const [link] = forUpdate ? await query.for('update') : await query;
  return link;
}

/**
 * The link of a token, with the guess limit counted before the lookup: against the caller's
 * address first, given back when the token is a link's, which then counts it against the link.
 * An unknown token is 404 "This link is not valid" and stays counted.
 */
async function lookUpLink(
  ctx: AppContext,
  token: string,
  address: string,
): Promise<PasswordResetLinkRow> {
  await claimLinkCall(ctx, BY_ADDRESS, address);
  const link = await linkByHash(ctx.db, linkTokenHash(token), false);
  if (!link) {
    await forgetEndedWindows(ctx, BY_ADDRESS);
    await forgetEndedWindows(ctx, BY_LINK);
    throw identityError('identity.password_link_not_found');
  }
  await returnLinkCall(ctx, BY_ADDRESS, address);
  await claimLinkCall(ctx, BY_LINK, String(link.id));
  return link;
}

/** Where a call of the public page comes from. */
export interface PublicCaller {
  address: string;
  request_id: string;
}

/** GET of the public set-password page: whose password the link sets and whether it still works. */
export async function setPasswordPage(
  ctx: AppContext,
  token: string,
  address: string,
): Promise<TSetPasswordPage> {
  const link = await lookUpLink(ctx, token, address);
  const account = await staffOrNotFound(ctx.db, link.login_id);
  const state = link.used_at ? 'used' : isPasswordLinkOpen(link, ctx.now()) ? 'open' : 'expired';
  return {
    name: account.name,
    expires_at: link.expires_at.toISOString(),
    state,
    notice:
      state === 'used'
        ? SET_PASSWORD_MESSAGES.used
        : state === 'expired'
          ? LINK_EXPIRED_MESSAGE
          : null,
  };
}

/**
 * POST of the public set-password page: the account holder's new password, once per link while
 * it lasts (decision 018). The link is locked, so two submissions at once are one and a refusal.
 * Ends every session of the account and is audited with the holder as the actor.
 */
export async function setPassword(
  ctx: AppContext,
  token: string,
  input: TSetPasswordRequest,
  from: PublicCaller,
): Promise<TSetPasswordResponse> {
  const found = await lookUpLink(ctx, token, from.address);
  const account = await staffOrNotFound(ctx.db, found.login_id);
  // The link proves who the holder is: the audit names them as the actor.
  const holder: Caller = {
    login_id: account.login_id,
    name: account.name,
    role: account.role,
    principal: toPrincipal(account),
    request_id: from.request_id,
  };
  const passwordHash = await hashPassword(input.new_password);
  return runUseCase(ctx, holder, async ({ tx, record, now }) => {
    const link = await linkByHash(tx, found.token_hash, true);
    if (!link) throw identityError('identity.password_link_not_found');
    if (link.used_at) throw identityError('identity.password_link_used');
    if (!isPasswordLinkOpen(link, now)) throw identityError('identity.password_link_expired');
    const locked = await staffOrNotFound(tx, link.login_id, true);
    await setStaffPassword(tx, link.login_id, passwordHash, now);
    await revokeSessions(tx, now, link.login_id);
    await tx
      .update(passwordResetLinks)
      .set({ used_at: now })
      .where(eq(passwordResetLinks.id, link.id));
    await record.change({
      entity: 'staff',
      id: link.login_id,
      changes: {
        ...PASSWORD_CHANGE,
        ...mustChangeCleared(locked.must_change_password),
        password_link: { before: link.id, after: null },
      },
      reason: 'Set own password from a reset link',
    });
    return { success: true as const, message: SET_PASSWORD_MESSAGES.passwordSet };
  });
}
