import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page offset, kept in the address (?search=...&offset=100) so that a
 * screen can be linked and Back returns to the previous page. Changing a filter goes back to
 * the first page.
 */
export function useListParams() {
  const [query, setQuery] = useSearchParams();
  const offset = Number(query.get('offset') ?? 0);
  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') updated.delete(key);
          else updated.set(key, value);
        }
        if (!('offset' in changes)) updated.delete('offset');
        return updated;
      }),
    [setQuery],
  );
  return {
    get: (key: string) => query.get(key) ?? '',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    set,
    setOffset: (next: number) => set({ offset: next > 0 ? String(next) : null }),
  };
}
