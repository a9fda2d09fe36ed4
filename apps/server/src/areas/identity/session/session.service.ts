import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@backoffice/db';
import { sessions, staff, type StaffRow } from '@backoffice/db/schema';
import { holdsSignInRole } from '@backoffice/domain/access';
import type { LoginResponse, TLoginRequest } from '@backoffice/domain/identity';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { resetSinceLastSignIn } from './reset-notice';
import { toCurrentUser } from '../users/current-user';
import { recordLoginEvent, type ClientInfo, type FailureReason } from './login-records';
import { claimSignInAttempt, forgetPairAttempts } from './login-throttle';
import { startSession } from './sessions';
import { closeStatusPeriodOnSignOut } from '../user-status/status-periods';

// Verified against when the username matches no account, so that an unknown e-mail takes about
// as long to refuse as a wrong password and does not reveal which e-mails exist.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Signs a staff member in with e-mail, password and the chosen role; answers a new token and the
 * reset of the password since the previous sign-in, if any.
 */
export async function login(
  ctx: AppContext,
  input: TLoginRequest,
  client: ClientInfo,
): Promise<LoginResponse> {
  const username = input.username.toLowerCase();
  const fail = async (
    account: StaffRow | undefined,
    reason: FailureReason,
    error: AppError,
  ): Promise<never> => {
    await recordLoginEvent(ctx.db, ctx.now(), {
      login_id: account?.login_id ?? null,
      username,
      role: input.role,
      event: 'failure',
      client,
      reason,
    });
    throw error;
  };

  const throttled = await claimSignInAttempt(ctx, username, client.address);
  if (throttled) return fail(undefined, 'throttled', throttled);
  const [account] = await ctx.db.select().from(staff).where(eq(staff.email, username));
  const passwordOk = await verifyPassword(
    account?.password_hash ?? (await timingDummy()),
    input.password,
  );
  const wrongCredentials = new AppError('INVALID_CREDENTIALS');
  if (!account) return fail(undefined, 'unknown-account', wrongCredentials);
  if (!account.password_hash) return fail(account, 'no-password', wrongCredentials);
  if (!passwordOk) return fail(account, 'wrong-password', wrongCredentials);
  await forgetPairAttempts(ctx, username, client.address);
  // Only a caller who knows the password learns that the account is disabled or lacks the role.
  if (!account.is_active) return fail(account, 'inactive', new AppError('ROLE_NOT_HELD'));
  if (!holdsSignInRole(account, input.role)) {
    return fail(account, 'role-not-held', new AppError('ROLE_NOT_HELD'));
  }

  const passwordReset = await resetSinceLastSignIn(ctx.db, account.login_id);
  const token = await startSession(ctx, account, input.role, client);
  return {
    token,
    user: toCurrentUser(account),
    access_config: ctx.config.access,
    password_reset: passwordReset,
  };
}

/** Ends the caller's session, stops its activity clock and records the sign-out. */
export async function logout(
  ctx: AppContext,
  auth: Authenticated,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, auth.session.id));
    await closeStatusPeriodOnSignOut(tx, auth.staff.login_id, auth.session.id, now);
    await recordLoginEvent(tx, now, {
      login_id: auth.staff.login_id,
      username: auth.staff.email,
      role: auth.session.sign_in_role,
      event: 'sign-out',
      client,
    });
  });
}
