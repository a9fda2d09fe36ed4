import { QueryClient } from '@tanstack/react-query';

/**
 * The console's cache. Failed calls are not retried: the central handler has already told the
 * user, and a retry would repeat the toast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
