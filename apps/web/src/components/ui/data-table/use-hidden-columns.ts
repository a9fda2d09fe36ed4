import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/lib/session/get-user-details';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Where a user's choice of columns of one table is kept in this browser. */
export function hiddenColumnsKey(loginId: number, tableId: string): string {
  return `backoffice.table-columns.${loginId}.${tableId}`;
}

function readHidden(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The columns a user has hidden in one table, remembered in this browser per signed-in user (by
 * login id), so that each person keeps their own choice. Nothing is remembered while the user's
 * details load.
 */
export function useHiddenColumns(tableId: string) {
  const loginId = useCurrentUser().user?.login_id;
  const key = loginId === undefined ? null : hiddenColumnsKey(loginId, tableId);
  const stored = useSyncExternalStore(
    subscribe,
    () => (key === null ? null : localStorage.getItem(key)),
    () => null,
  );
  const hidden = useMemo(() => readHidden(stored), [stored]);
  const setHidden = useCallback(
    (next: readonly string[]) => {
      if (key === null) return;
      if (next.length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(next));
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return { hidden, setHidden };
}
