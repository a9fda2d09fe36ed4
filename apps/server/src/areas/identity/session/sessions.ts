import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { sessions, staff, type StaffRow } from '@backoffice/db/schema';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { Authenticated } from '../../../core/http';
import { toPrincipal } from '../users/current-user';
import { openStatusPeriod } from '../user-status/status-periods';
import { recordLoginEvent, type ClientInfo } from './login-records';

const MINUTE = 60_000;

/** The SHA-256 of a bearer token: the only form in which the database holds it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session for a staff member who proved who they are and holds the chosen role, and
 * records the sign-in. Answers the bearer token (32 random bytes, base64url), shown only once.
 */
export async function startSession(
  ctx: AppContext,
  account: StaffRow,
  signInRole: string,
  client: ClientInfo,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      token_hash: hashToken(token),
      login_id: account.login_id,
      sign_in_role: signInRole,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + ctx.config.session.maxHours * 60 * MINUTE),
      address: client.address,
      user_agent: client.userAgent,
    });
    await openStatusPeriod(tx, account.login_id, account.status, now);
    await recordLoginEvent(tx, now, {
      login_id: account.login_id,
      username: account.email,
      role: signInRole,
      event: 'sign-in',
      client,
    });
  });
  return token;
}

/**
 * The signed-in caller of a bearer token, or null when the session is unknown, revoked, idle
 * too long, past its absolute end, or its account is disabled. Notes activity at most once a
 * minute so that reads stay cheap.
 */
export async function findSignedIn(ctx: AppContext, token: string): Promise<Authenticated | null> {
  const [found] = await ctx.db
    .select({ session: sessions, staff })
    .from(sessions)
    .innerJoin(staff, eq(staff.login_id, sessions.login_id))
    .where(eq(sessions.token_hash, hashToken(token)));
  if (!found) return null;
  const { session, staff: account } = found;
  const now = ctx.now();
  const idleUntil = session.last_seen_at.getTime() + ctx.config.session.idleMinutes * MINUTE;
  const usable =
    session.revoked_at === null &&
    account.is_active &&
    now < session.expires_at &&
    now.getTime() < idleUntil;
  if (!usable) return null;
  if (now.getTime() - session.last_seen_at.getTime() >= MINUTE) {
    await ctx.db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, session.id));
  }
  return { session, staff: account, principal: toPrincipal(account) };
}

/** Revokes the open sessions of a staff member, but for `exceptSessionId` when given. */
export async function revokeSessions(
  tx: Database,
  now: Date,
  loginId: number,
  exceptSessionId?: string,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.login_id, loginId),
        isNull(sessions.revoked_at),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
