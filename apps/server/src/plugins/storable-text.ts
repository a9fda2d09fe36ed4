import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@backoffice/domain/core/validation';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../core/errors';

type RequestPart = 'params' | 'query' | 'body';
const PARTS: readonly RequestPart[] = ['params', 'query', 'body'];

/** How deep objects and arrays may nest in a request: no form comes near it. */
export const MAX_REQUEST_NESTING = 32;
/** The refusal of a value nested deeper than MAX_REQUEST_NESTING. */
export const TOO_DEEP_MESSAGE = `Objects and arrays may nest at most ${MAX_REQUEST_NESTING} levels deep`;

/** Where a request part cannot be taken, and why. */
export interface RefusedValue {
  /** The dotted path of the field ("address.landmark", "items.0.sku"; "" for the part itself). */
  path: string;
  message: string;
}

/**
 * The first text of a value that cannot be stored (a key or a string value holding a NUL or a
 * lone surrogate), or the first object or array nested deeper than MAX_REQUEST_NESTING; null when
 * the value is acceptable. Walks with a stack, so a deeply nested body cannot exhaust the call
 * stack here, and refusing the depth keeps it from exhausting it anywhere after (hashing the
 * Idempotency-Key, the schemas).
 */
export function findRefusedValue(value: unknown): RefusedValue | null {
  const pending: Visit[] = [{ value, key: null, parent: null, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value))
        return { path: pathOf(next), message: UNSTORABLE_TEXT_MESSAGE };
    } else if (typeof next.value === 'object' && next.value !== null) {
      if (next.depth >= MAX_REQUEST_NESTING)
        return { path: pathOf(next), message: TOO_DEEP_MESSAGE };
      for (const [key, child] of Object.entries(next.value)) {
        const visit: Visit = { value: child, key, parent: next, depth: next.depth + 1 };
        if (!isStorableText(key)) return { path: pathOf(visit), message: UNSTORABLE_TEXT_MESSAGE };
        pending.push(visit);
      }
    }
  }
  return null;
}

/** A value met on the walk, linked to where it sits rather than carrying its whole path. */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
  /** How many objects and arrays hold it (the request part itself: 0). */
  depth: number;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Refuses, with a 400 naming the field, any path parameter, query parameter or body text that
 * holds a NUL character or a lone UTF-16 surrogate (PostgreSQL cannot store such text as sent),
 * and any object or array nested deeper than MAX_REQUEST_NESTING, for every route whatever its
 * schema or body parser.
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of PARTS) {
      const refused = findRefusedValue(request[part]);
      if (refused) throw fieldError(refused.path || part, refused.message);
    }
  });
}
