import { normaliseSearchTerm } from '@backoffice/domain/core/validation';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The term a work list is searched for, kept in the address (?search=asha) like the page, so
 * that Back returns to the results. A new term or clearing it starts again at the first page.
 */
export function useListSearch() {
  const [query, setQuery] = useSearchParams();
  const setTerm = useCallback(
    (next: string) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('offset');
        if (next === '') updated.delete('search');
        else updated.set('search', next);
        return updated;
      }),
    [setQuery],
  );
  return { term: normaliseSearchTerm(query.get('search') ?? ''), setTerm };
}
