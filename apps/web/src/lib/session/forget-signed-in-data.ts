import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from './query-keys';

const consoleConfigKey = JSON.stringify(sessionKeys.consoleConfig());

/** After sign-out nothing of the user stays cached; only the public console config remains. */
export function forgetSignedInData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => JSON.stringify(query.queryKey) !== consoleConfigKey,
  });
}
