import { defaultBrand, type Brand } from '@backoffice/domain/core/brand';
import type { ConsoleConfigResponse } from '@backoffice/domain/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { sessionKeys } from './query-keys';

export function getConsoleConfig(signal?: AbortSignal): Promise<ConsoleConfigResponse> {
  return apiRequest<ConsoleConfigResponse>('/console-config/', { signal });
}

/** Brand and company sign-in availability: public, needed before anyone signs in. */
export const consoleConfigQuery = () =>
  queryOptions({
    queryKey: sessionKeys.consoleConfig(),
    queryFn: ({ signal }) => getConsoleConfig(signal),
    staleTime: Infinity,
  });

export function useConsoleConfig() {
  return useQuery(consoleConfigQuery());
}

/** The retailer's brand; the console renders its routes only once the config has loaded. */
export function useBrand(): Brand {
  return useConsoleConfig().data?.brand ?? defaultBrand;
}
