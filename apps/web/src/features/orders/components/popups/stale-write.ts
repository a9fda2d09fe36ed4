import { ApiError } from '../../../../lib/api/api-client';

const CONFLICT = 409;

/**
 * A write's onError: when the order or cart changed since the page read it (409), the popup
 * closes. The central handler has shown the server's "Reload and try again", the write's
 * invalidation reloads the order, and the page's next popup starts from the new version.
 */
export function closeWhenStale(close: () => void) {
  return (error: Error) => {
    if (error instanceof ApiError && error.status === CONFLICT) close();
  };
}
