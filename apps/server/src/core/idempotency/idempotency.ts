import { createHash } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { idempotencyKeys } from '@backoffice/db/schema';
import { IDEMPOTENCY_HEADER, ZIdempotencyKey } from '@backoffice/domain/sales/payments';
import { and, eq } from 'drizzle-orm';
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
}

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

/**
 * The Idempotency-Key of a request, or null when it sent none (the call then runs as usual).
 * A malformed key is a 400 on the header.
 */
export function idempotentRequest(request: FastifyRequest): IdempotentRequest | null {
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
    requestHash: createHash('sha256')
      .update(JSON.stringify(canonical(request.body ?? null)))
      .digest('hex'),
  };
}

/**
 * Runs a use case once per key, inside the use case's own transaction: the key is claimed
 * first (a concurrent request with the same key waits on the claim and then replays), the
 * answer is stored with the change, and a failure rolls the claim back so that a retry runs
 * again. The same key with another body is a 422; with the same body the first answer comes
 * back and nothing is written twice. Without a key, `run` simply runs.
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
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      login_id: request.loginId,
      key: request.key,
      route: request.route,
      request_hash: request.requestHash,
      status_code: 0,
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
