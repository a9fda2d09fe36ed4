import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@backoffice/domain/core/validation';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../core/errors';

type RequestPart = 'params' | 'query' | 'body';
const PARTS: readonly RequestPart[] = ['params', 'query', 'body'];

/**
 * The path of a text in a value that cannot be stored (a key or a string value), in the dotted
 * form field errors use ("address.landmark", "items.0.sku"; "" for the value itself), or null
 * when every text can be. Walks with a stack, so a deeply nested body cannot exhaust the call
 * stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value)) return pathOf(next);
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        const visit: Visit = { value: child, key, parent: next };
        if (!isStorableText(key)) return pathOf(visit);
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
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Refuses, with a 400 naming the field, any path parameter, query parameter or body text that
 * holds a NUL character or a lone UTF-16 surrogate, for every route whatever its schema or body
 * parser: PostgreSQL cannot store such text as sent.
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of PARTS) {
      const path = findUnstorableText(request[part]);
      if (path !== null) throw fieldError(path || part, UNSTORABLE_TEXT_MESSAGE);
    }
  });
}
