/** A search term as sent: trimmed and lower-cased (000 section 5). */
export function normaliseSearchTerm(typed: string): string {
  return typed.trim().toLowerCase();
}

/**
 * Whether a search box's button is disabled: an empty term. A term of only spaces counts as
 * empty, as it would search for nothing.
 */
export function isSearchDisabled(typed: string): boolean {
  return normaliseSearchTerm(typed) === '';
}
