import { isStale } from '@/lib/api/api-error';

/**
 * A write's onError: when the order or cart changed since the page read it (stale), the popup
 * closes. The central handler has shown the server's "Reload and try again", the write's
 * invalidation reloads the order, and the page's next popup starts from the new version.
 */
export function closeWhenStale(close: () => void) {
  return (error: Error) => {
    if (isStale(error)) close();
  };
}
