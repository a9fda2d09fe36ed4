/**
 * Values a client may send that the API must refuse with a 400 and never store: the tests' one
 * set of bad input, shared by the refusal tests and the fuzz walk over every route.
 */

/** Texts PostgreSQL cannot store as sent: a NUL character and lone UTF-16 surrogates. */
export const UNSTORABLE_TEXTS = ['\u0000', 'name\u0000', '\ud800', 'a\udfffb'] as const;

/** Numeric ids as a path or query parameter must not be read: hex, signs, spaces, exponent. */
export const MALFORMED_IDS = ['0x10', '+16', '-16', ' 16', '16 ', '1e1', '16.0', ''] as const;

/** A text far past any field's maximum (100 kB). */
export const HUGE_TEXT = 'x'.repeat(100_000);
