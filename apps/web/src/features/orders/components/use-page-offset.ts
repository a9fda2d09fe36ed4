import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function readOffset(value: string | null): number {
  const offset = Number(value ?? 0);
  return Number.isInteger(offset) && offset > 0 ? offset : 0;
}

/**
 * A list's page offset, kept in the address (?offset=50) next to the other query values, so
 * that Back returns to the previous page.
 */
export function usePageOffset() {
  const [query, setQuery] = useSearchParams();
  const setOffset = useCallback(
    (next: number) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        if (next > 0) updated.set('offset', String(next));
        else updated.delete('offset');
        return updated;
      }),
    [setQuery],
  );
  return { offset: readOffset(query.get('offset')), setOffset };
}
