import { z } from 'zod';

/** The message of a link token that is malformed or names no link. */
export const LINK_NOT_VALID_MESSAGE = 'This link is not valid';

/**
 * The token of a one-time link a message carries (a refund's bank-details link, a set-password
 * link): URL-safe characters, checked for shape and length before any lookup.
 */
export const ZLinkToken = z
  .string()
  .min(20, LINK_NOT_VALID_MESSAGE)
  .max(100, LINK_NOT_VALID_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, LINK_NOT_VALID_MESSAGE);
