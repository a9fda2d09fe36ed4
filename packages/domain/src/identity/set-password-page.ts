// Kept apart from the link's schemas: the web app's router reads the route with the shell, which
// must not load zod (the first-load budget).

/**
 * The console's public page where an account holder sets a new password from the link a reset
 * sent them (decision 018). The server builds the link with `setPasswordPagePath`; the web app
 * routes `SET_PASSWORD_PAGE_ROUTE` outside the signed-in shell.
 */
export const SET_PASSWORD_PAGE_ROUTE = '/set-password/:token';

/** The page's address for a link's token, as the holder's message carries it after the host. */
export function setPasswordPagePath(token: string): string {
  return SET_PASSWORD_PAGE_ROUTE.replace(':token', encodeURIComponent(token));
}
