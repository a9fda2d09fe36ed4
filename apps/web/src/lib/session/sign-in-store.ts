import { useSyncExternalStore } from 'react';

/**
 * This browser's sign-in (spec 000 section 4: "Login success stores the token"). The session
 * token itself is kept by the browser in an HttpOnly cookie the server sets, out of any script's
 * reach; the console keeps only a mark that it is signed in, naming who signed in and when, so
 * that each sign-in caches its user's details apart. Components subscribe to it, so signing in
 * or out anywhere (another tab included) updates the console.
 */
const SIGN_IN_KEY = 'backoffice.sign-in';
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

// Where the console kept the session token before it moved to the cookie: a token left there by
// an older build is removed, as any script could still read it.
localStorage.removeItem('backoffice.token');

/** The mark of a new sign-in: the login id and the moment. */
export function newSignIn(loginId: number): string {
  return `${loginId}@${Date.now()}`;
}

export function readSignIn(): string | null {
  return localStorage.getItem(SIGN_IN_KEY);
}

export function rememberSignIn(signIn: string): void {
  localStorage.setItem(SIGN_IN_KEY, signIn);
  notify();
}

export function forgetSignIn(): void {
  localStorage.removeItem(SIGN_IN_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGN_IN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** This browser's sign-in, or null when signed out. */
export function useCurrentSignIn(): string | null {
  return useSyncExternalStore(subscribe, readSignIn, () => null);
}
