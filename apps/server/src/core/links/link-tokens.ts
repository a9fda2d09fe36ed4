import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a one-time link sent in a message (a refund's bank-details link, a set-password
 * link): 32 random bytes, URL-safe (43 characters), so guessing one is hopeless; only its SHA-256
 * is stored, so no table holds a working link.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token. */
export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
