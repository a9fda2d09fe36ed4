import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { posOtpChallenges } from '@backoffice/db/schema';
import {
  POS_MESSAGES as M,
  POS_OTP,
  type OtpSendAnswer,
  type OtpVerifyAnswer,
  type TOtpSendRequest,
  type TOtpVerifyRequest,
} from '@backoffice/domain/retail/pos';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import { runUseCase, type StaffCaller } from '../../../../core/use-case';
import { queueMessage } from '../../../../core/messages/queued-messages';
import { callerStore } from '../placing/pos-order.queries';
import { posError } from '../pos.errors';
import { newOtp, otpHash } from './otp-code';

const MINUTE_MS = 60_000;

/** POST otp/send: an OTP texted to the customer's mobile, valid 10 minutes. */
export function sendOtp(
  ctx: AppContext,
  caller: StaffCaller,
  input: TOtpSendRequest,
): Promise<OtpSendAnswer> {
  return runUseCase(ctx, caller, async ({ tx, now, record }) => {
    const store = await callerStore(tx, caller);
    const code = newOtp(ctx, input.mobile_number);
    const expiresAt = new Date(now.getTime() + POS_OTP.validMinutes * MINUTE_MS);
    const [challenge] = await tx
      .insert(posOtpChallenges)
      .values({
        mobile_number: input.mobile_number,
        retail_store_id: store,
        requested_by_login_id: caller.login_id,
        code_hash: otpHash(ctx, input.mobile_number, code),
        expires_at: expiresAt,
        created_at: now,
      })
      .returning({ id: posOtpChallenges.id });
    if (!challenge) throw new Error('sendOtp: the insert returned no row');
    await queueMessage(tx, `pos-otp-${challenge.id}`, {
      channel: 'sms',
      to: input.mobile_number,
      text: `${code} is your OTP to place your order at our store. It is valid for ${POS_OTP.validMinutes} minutes.`,
    });
    await record.change({
      entity: 'pos_otp',
      id: challenge.id,
      changes: { mobile_number: { before: null, after: input.mobile_number } },
      reason: 'OTP sent',
    });
    return { success: true, message: M.otpSent, expires_at: expiresAt.toISOString() };
  });
}

type VerifyOutcome = 'verified' | 'wrong' | 'expired' | 'attempts';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST otp/verify: the code of the newest OTP sent to the mobile from the caller's store. Every
 * wrong code counts (and is kept, even though the request is refused); after 5 the OTP is spent.
 */
export async function verifyOtp(
  ctx: AppContext,
  caller: StaffCaller,
  input: TOtpVerifyRequest,
): Promise<OtpVerifyAnswer> {
  const verifiedUntil = new Date(ctx.now().getTime() + POS_OTP.verifiedForMinutes * MINUTE_MS);
  const outcome = await runUseCase(
    ctx,
    caller,
    async ({ tx, now, record }): Promise<VerifyOutcome> => {
      const store = await callerStore(tx, caller);
      const [challenge] = await tx
        .select()
        .from(posOtpChallenges)
        .where(
          and(
            eq(posOtpChallenges.mobile_number, input.mobile_number),
            eq(posOtpChallenges.retail_store_id, store),
          ),
        )
        .orderBy(desc(posOtpChallenges.created_at), desc(posOtpChallenges.id))
        .limit(1)
        .for('update');
      if (!challenge || challenge.verified_at !== null || challenge.expires_at <= now)
        return 'expired';
      if (challenge.attempts >= POS_OTP.maxAttempts) return 'attempts';
      if (!sameHash(challenge.code_hash, otpHash(ctx, input.mobile_number, input.otp))) {
        await tx
          .update(posOtpChallenges)
          .set({ attempts: challenge.attempts + 1 })
          .where(eq(posOtpChallenges.id, challenge.id));
        return 'wrong';
      }
      await tx
        .update(posOtpChallenges)
        .set({ verified_at: now })
        .where(eq(posOtpChallenges.id, challenge.id));
      await record.change({
        entity: 'pos_otp',
        id: challenge.id,
        changes: { verified_at: { before: null, after: now.toISOString() } },
        reason: 'OTP verified',
      });
      return 'verified';
    },
  );
  if (outcome === 'wrong') throw posError('retail.pos_otp_invalid').at('otp');
  if (outcome === 'expired') throw posError('retail.pos_otp_expired').at('otp');
  if (outcome === 'attempts') throw posError('retail.pos_otp_attempts').at('otp');
  return { success: true, message: M.otpVerified, verified_until: verifiedUntil.toISOString() };
}

/** Whether the store verified the mobile by OTP within the last hour. */
export async function isMobileVerified(
  db: Database,
  store: string,
  mobile: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - POS_OTP.verifiedForMinutes * MINUTE_MS);
  const [row] = await db
    .select({ id: posOtpChallenges.id })
    .from(posOtpChallenges)
    .where(
      and(
        eq(posOtpChallenges.mobile_number, mobile),
        eq(posOtpChallenges.retail_store_id, store),
        isNotNull(posOtpChallenges.verified_at),
        gt(posOtpChallenges.verified_at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
