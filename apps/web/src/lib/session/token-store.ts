import { useSyncExternalStore } from 'react';

/**
 * The stored auth token (spec 000 section 4: "Login success stores the token"). Components
 * subscribe to it, so signing in or out anywhere (another tab included) updates the console.
 */
const TOKEN_KEY = 'backoffice.token';
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function forgetToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token, or null when signed out. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
