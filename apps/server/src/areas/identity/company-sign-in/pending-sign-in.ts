import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_ROLE_VALUES } from '@backoffice/domain/access';
import { z } from 'zod';

export const PENDING_COOKIE = 'bo_company_sign_in';
export const PENDING_COOKIE_PATH = '/api/company-sign-in';
/** How long a browser may take at the provider before the callback is refused. */
export const PENDING_SECONDS = 600;

const ZPendingSignIn = z.object({
  checks: z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string() }),
  role: z.enum(SIGN_IN_ROLE_VALUES),
  return_to: z.string(),
  expires_at: z.number(),
});
/** What start() keeps for the callback: the provider checks, the chosen role, where to return. */
export type PendingSignIn = z.infer<typeof ZPendingSignIn>;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** The cookie value: the pending sign-in as base64url JSON, then its HMAC-SHA-256. */
export function sealPending(secret: string, pending: PendingSignIn): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The pending sign-in of a cookie value; null when missing, forged, malformed or expired. */
export function openPending(
  secret: string,
  value: string | undefined,
  now: Date,
): PendingSignIn | null {
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZPendingSignIn.safeParse(decoded);
  return parsed.success && parsed.data.expires_at > now.getTime() ? parsed.data : null;
}

/** The Set-Cookie header that keeps (or, with an empty value, clears) the pending sign-in. */
export function pendingCookieHeader(value: string, secure: boolean): string {
  const maxAge = value ? PENDING_SECONDS : 0;
  const attributes = [
    `Path=${PENDING_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
  ];
  return [`${PENDING_COOKIE}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}
