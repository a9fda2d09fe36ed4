import type { Database } from '@backoffice/db';
import { loginRecords, type LoginEvent } from '@backoffice/db/schema';
import type { FastifyRequest } from 'fastify';

/** Where a sign-in attempt comes from. */
export interface ClientInfo {
  address: string | null;
  userAgent: string | null;
}

/** Where a request comes from, as the login records keep it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { address: request.ip || null, userAgent: request.headers['user-agent'] ?? null };
}

/** Why an attempt failed, as login_records.reason keeps it. */
export const FAILURE_REASONS = [
  'unknown-account',
  'no-password',
  'wrong-password',
  'inactive',
  'role-not-held',
  'throttled',
  'company-no-account',
  'company-role-not-held',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Failures that look like password guessing: the ones the throttling counts. */
export const GUESS_REASONS: readonly FailureReason[] = [
  'unknown-account',
  'no-password',
  'wrong-password',
];

interface LoginEventInput {
  login_id: number | null;
  username: string;
  role: string;
  event: LoginEvent;
  client: ClientInfo;
  reason?: FailureReason;
}

/** Appends a sign-in, failure or sign-out to the login records. */
export async function recordLoginEvent(
  db: Database,
  at: Date,
  input: LoginEventInput,
): Promise<void> {
  await db.insert(loginRecords).values({
    login_id: input.login_id,
    username: input.username,
    role: input.role,
    event: input.event,
    address: input.client.address,
    reason: input.reason ?? null,
    created_at: at,
  });
}
