import { randomUUID } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { idempotencyKeys } from '@backoffice/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../http';
import { AppError } from '../errors';
import {
  idempotentRequest,
  KEY_APPLIED,
  KEY_CLAIMED,
  keyInProgress,
  type IdempotentRequest,
} from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, when it runs as the key's first request. */
    keyClaim: IdempotentRequest | null;
  }
}

/** How long a repeated key waits for the first request's answer before a 409. */
export const KEY_WAIT_MS = 5_000;
const POLL_MS = 50;
/** A claim older than this whose change never committed is taken over by the next request. */
export const ABANDONED_CLAIM = sql`interval '2 minutes'`;

/** A key's first answer as kept: the text of its body (its status is the row's). */
interface KeptAnswer {
  body: string;
}

/** What a keyed request finds when it claims its key. */
type Claim =
  | { kind: 'claimed'; request: IdempotentRequest }
  | { kind: 'answered'; status: number; body: string };

const keyOf = (r: IdempotentRequest) =>
  and(
    eq(idempotencyKeys.login_id, r.loginId),
    eq(idempotencyKeys.key, r.key),
    eq(idempotencyKeys.route, r.route),
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims a request's key in a committed row of its own (status KEY_CLAIMED with a claim token),
 * or finds the first request's answer. A key whose first request is still running is waited
 * for, up to KEY_WAIT_MS, then a 409; the same key with another request is a 422. A claim left
 * by a request that died before its change committed is taken over once abandoned.
 */
async function claimKey(db: Database, request: IdempotentRequest): Promise<Claim> {
  const deadline = Date.now() + KEY_WAIT_MS;
  for (;;) {
    const claim = randomUUID();
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        login_id: request.loginId,
        key: request.key,
        route: request.route,
        request_hash: request.requestHash,
        status_code: KEY_CLAIMED,
        response: { claim },
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed', request: { ...request, claim } };
    const [first] = await db.select().from(idempotencyKeys).where(keyOf(request));
    // Released by a first request that failed: this one runs.
    if (!first) continue;
    if (first.request_hash !== request.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (first.status_code > KEY_APPLIED) {
      return {
        kind: 'answered',
        status: first.status_code,
        body: (first.response as KeptAnswer).body,
      };
    }
    if (first.status_code === KEY_CLAIMED) {
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ response: { claim }, created_at: sql`now()` })
        .where(
          and(
            keyOf(request),
            eq(idempotencyKeys.status_code, KEY_CLAIMED),
            sql`${idempotencyKeys.created_at} < now() - ${ABANDONED_CLAIM}`,
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken) return { kind: 'claimed', request: { ...request, claim } };
    }
    if (Date.now() >= deadline) throw keyInProgress();
    await pause(POLL_MS);
  }
}

/**
 * Keeps the first answer of a claimed key (a 2xx, or any answer once its change committed), or
 * releases the key of a request that failed before its change committed, so a retry runs again.
 */
async function settleKey(
  db: Database,
  request: IdempotentRequest,
  status: number,
  payload: string,
  shownOnce: readonly string[] | undefined,
): Promise<void> {
  const ours = and(keyOf(request), sql`${idempotencyKeys.response}->>'claim' = ${request.claim}`);
  // Kept as the text that was sent, so that a replay is the first answer byte for byte, but for
  // the fields shown once, which no table keeps.
  const kept: KeptAnswer = { body: withoutShownOnce(payload, shownOnce) };
  const keep = () =>
    db.update(idempotencyKeys).set({ status_code: status, response: kept }).where(ours);
  if (status >= 200 && status < 300) {
    await keep();
    return;
  }
  // A failure before the change committed releases the key: a retry runs again.
  const released = await db
    .delete(idempotencyKeys)
    .where(and(ours, eq(idempotencyKeys.status_code, KEY_CLAIMED)))
    .returning({ key: idempotencyKeys.key });
  // After the change committed (KEY_APPLIED), the failure is the first answer.
  if (released.length === 0) await keep();
}

/** The answer's text without the fields a route shows only once. */
function withoutShownOnce(payload: string, shownOnce: readonly string[] | undefined): string {
  if (!shownOnce?.length) return payload;
  const answer = JSON.parse(payload) as unknown;
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return payload;
  const kept = Object.fromEntries(
    Object.entries(answer).filter(([field]) => !shownOnce.includes(field)),
  );
  return JSON.stringify(kept);
}

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/**
 * Every route that requires an Idempotency-Key answers a repeated key with its first answer:
 * the key is claimed before the request is validated, a repeat waits for the first answer (or
 * is a 409 while it runs on), and the first answer is kept when it is sent. A sheet upload
 * (multipart) is hashed by its file, which only its handler reads: its use case claims its key
 * (onceOnly) in its transaction.
 */
export function replayKeyedRequests(api: Api, db: Database): void {
  api.decorateRequest('keyClaim', null);
  api.addHook('preValidation', async (request, reply: FastifyReply) => {
    if (request.routeOptions.config.idempotencyKey !== 'required' || isMultipart(request)) return;
    const keyed = idempotentRequest(request);
    if (!keyed) return;
    const claim = await claimKey(db, keyed);
    if (claim.kind === 'claimed') {
      request.keyClaim = claim.request;
      return;
    }
    return reply
      .code(claim.status)
      .type('application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(claim.body);
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.keyClaim;
    if (claimed) {
      request.keyClaim = null;
      // Every keyed route answers JSON; anything else is kept as its JSON text.
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
      await settleKey(db, claimed, reply.statusCode, text, request.routeOptions.config.shownOnce);
    }
    return payload;
  });
}
