import { createHash } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { idempotencyKeys } from '@backoffice/db/schema';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  ZIdempotencyKey,
} from '@backoffice/domain/sales/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors';
import { signedIn } from '../../plugins/auth';

/** A request named by its sender: who, with which key, on which route, with what body. */
export interface IdempotentRequest {
  loginId: number;
  key: string;
  /** Method and route pattern, e.g. "POST /api/send-payment-link/". */
  route: string;
  /** SHA-256 of the parsed body with its keys sorted. */
  requestHash: string;
  /** The token of the key's claim, when the route claimed it before it ran (keyed-requests). */
  claim?: string;
}

/** The status of a key whose first request is running and has changed nothing yet. */
export const KEY_CLAIMED = 0;
/** The status of a key whose first request's change has committed, its answer not yet kept. */
export const KEY_APPLIED = 1;

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The hash a request's body is known by: SHA-256 of its JSON with the keys sorted. */
export const requestHashOf = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');

/**
 * The Idempotency-Key of a request, or null when it sent none (the call then runs as usual).
 * A malformed key is a 400 on the header.
 */
export function idempotentRequest(request: FastifyRequest): IdempotentRequest | null {
  if (request.keyClaim) return request.keyClaim;
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = ZIdempotencyKey.safeParse(Array.isArray(header) ? header[0] : header);
  if (!key.success) {
    throw fieldError('Idempotency-Key', key.error.issues[0]?.message ?? 'Invalid key');
  }
  return {
    loginId: signedIn(request).staff.login_id,
    key: key.data,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestHash: requestHashOf(request.body),
  };
}

/**
 * Runs a use case once per key, inside the use case's own transaction. A key its route claimed
 * (keyed-requests) is marked applied with the change, under the claim's row lock, so that the
 * change commits once and a claim taken over meanwhile refuses this run (409). A key no route
 * claimed (a sheet upload, hashed by its file) is claimed here first (a concurrent request with
 * the same key waits on the claim and then replays), the answer is stored with the change, and a
 * failure rolls the claim back so that a retry runs again. The same key with another body is a
 * 422; with the same body the first answer comes back and nothing is written twice. Without a
 * key, `run` simply runs.
 */
export async function onceOnly<T>(
  tx: Database,
  request: IdempotentRequest | null,
  run: () => Promise<T>,
): Promise<T> {
  if (!request) return run();
  const where = and(
    eq(idempotencyKeys.login_id, request.loginId),
    eq(idempotencyKeys.key, request.key),
    eq(idempotencyKeys.route, request.route),
  );
  if (request.claim !== undefined) {
    const [applied] = await tx
      .update(idempotencyKeys)
      .set({ status_code: KEY_APPLIED })
      .where(and(where, sql`${idempotencyKeys.response}->>'claim' = ${request.claim}`))
      .returning({ key: idempotencyKeys.key });
    if (!applied) throw keyInProgress();
    return run();
  }
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      login_id: request.loginId,
      key: request.key,
      route: request.route,
      request_hash: request.requestHash,
      status_code: KEY_CLAIMED,
      response: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await tx.select().from(idempotencyKeys).where(where);
    if (!first || first.request_hash !== request.requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    return first.response as T;
  }
  const answer = await run();
  // Stored as the client received it (JSON), so a replay is byte for byte the first answer.
  await tx
    .update(idempotencyKeys)
    .set({ status_code: 200, response: JSON.parse(JSON.stringify(answer)) as unknown })
    .where(where);
  return answer;
}

/** A 409 for a key whose first request is still running. */
export const keyInProgress = (): AppError =>
  new AppError('STALE', {
    errorCode: 'idempotency.in_progress',
    message: IDEMPOTENCY_MESSAGES.inProgress,
    headers: { 'retry-after': '1' },
  });
