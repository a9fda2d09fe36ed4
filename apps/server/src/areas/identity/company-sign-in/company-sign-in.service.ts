import { staff } from '@backoffice/db/schema';
import { holdsSignInRole } from '@backoffice/domain/access';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { recordLoginEvent, type ClientInfo, type FailureReason } from '../session/login-records';
import { startSession } from '../session/sessions';

export const NOT_AUTHORISED = 'You are not Authorised User!';

/**
 * Signs in the staff account of a company e-mail the provider vouched for: it must be active
 * and hold the chosen role. Answers the new token, or the message to show (after recording the
 * failure).
 */
export async function signInWithCompanyEmail(
  ctx: AppContext,
  email: string,
  role: string,
  client: ClientInfo,
): Promise<{ token: string } | { error: string }> {
  const username = email.toLowerCase();
  const refuse = async (reason: FailureReason, loginId: number | null) => {
    await recordLoginEvent(ctx.db, ctx.now(), {
      login_id: loginId,
      username,
      role,
      event: 'failure',
      client,
      reason,
    });
    return { error: NOT_AUTHORISED };
  };
  const [account] = await ctx.db.select().from(staff).where(eq(staff.email, username));
  if (!account) return refuse('company-no-account', null);
  if (!account.is_active) return refuse('inactive', account.login_id);
  if (!holdsSignInRole(account, role)) return refuse('company-role-not-held', account.login_id);
  return { token: await startSession(ctx, account, role, client) };
}
