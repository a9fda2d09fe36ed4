import { z } from 'zod';

/** The header a client names a retried request with (the same value on every retry). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 8 to 100 letters, digits, dashes, underscores or colons',
  reused: 'This Idempotency-Key was already used for a different request',
  missing: 'Send an Idempotency-Key header: this call changes money or an order',
  inProgress: 'A request with this Idempotency-Key is still in progress: try again in a moment',
} as const;

/** An idempotency key: a random id such as a UUID. */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_:-]{8,100}$/, IDEMPOTENCY_MESSAGES.badKey);
