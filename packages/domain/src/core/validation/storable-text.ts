/** The message under a field whose text holds a NUL character or half of a surrogate pair. */
export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired UTF-16 surrogates';

const NUL = String.fromCharCode(0);

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text can be stored as sent: PostgreSQL refuses a NUL character in any text, and a
 * lone surrogate is either refused (jsonb) or silently replaced (text), so both are refused.
 */
export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}
