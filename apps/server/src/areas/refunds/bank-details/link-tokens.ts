import { createHash, randomBytes } from 'node:crypto';

/**
 * A bank-details link's token: 32 random bytes, URL-safe (43 characters), so guessing one is
 * hopeless; only its SHA-256 is stored, so the table never holds a working link.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token. */
export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
