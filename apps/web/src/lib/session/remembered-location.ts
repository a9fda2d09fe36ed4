import type { Location } from 'react-router';

/** The sign-in screen's address: private routes send signed-out users here. */
export const SIGN_IN_PATH = '/login';

/** Router state carrying the private location that sent the user to sign in (spec 000 section 2). */
export interface SignInState {
  from: string;
}

export function rememberLocation(location: Location): SignInState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The remembered location, when the router state holds one that is a path of this console. */
export function rememberedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  return typeof from === 'string' && isConsolePath(from) ? from : null;
}

/** A same-origin path, never a protocol-relative or absolute address (no open redirects). */
export function isConsolePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && path !== SIGN_IN_PATH;
}
