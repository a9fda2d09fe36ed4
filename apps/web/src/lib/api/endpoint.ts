import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '@backoffice/domain/core/endpoints';
import {
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';
import { submissionHeader, useIdempotentMutation } from './submission-key';

/** How one call is sent: cancelled with the screen, silent on failure, under its submission key. */
export interface EndpointCallOptions {
  signal?: AbortSignal;
  silent?: boolean;
  /** The submission's Idempotency-Key, sent when the endpoint declares it needs one. */
  key?: string;
}

/** The query string of a call, without the parts it leaves out. */
function queryStringOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Calls a domain endpoint: its path, method and key from the declaration, its answer checked. */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointCallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  if (endpoint.idempotent && options.key === undefined) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs an Idempotency-Key`);
  }
  const path = endpointPath(endpoint.path, params) + queryStringOf(query);
  return apiRequest<EndpointAnswer<E>>(path, {
    method: endpoint.method,
    body,
    signal: options.signal,
    silent: options.silent,
    headers: endpoint.idempotent && options.key ? submissionHeader(options.key) : undefined,
    // The declared response schema's output is EndpointAnswer<E>; TypeScript loses that through E.
    schema: endpoint.response as z.ZodType<EndpointAnswer<E>>,
  });
}

/** useQuery of a reading endpoint under the feature's query key; the rest as TanStack's. */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<UseQueryOptions<EndpointAnswer<E>>, 'queryFn' | 'queryKey'> & {
    queryKey: QueryKey;
    silent?: boolean;
  },
) {
  const { silent, ...query } = options;
  return useQuery({
    ...query,
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal, silent }),
  });
}

/**
 * useMutation of a writing endpoint: the variables are its input, and each submission carries
 * its Idempotency-Key when the endpoint declares one (the same on a retry of that submission).
 */
export function useEndpointMutation<E extends Endpoint, TContext = unknown>(
  endpoint: E,
  options: Omit<
    UseMutationOptions<EndpointAnswer<E>, Error, EndpointInput<E>, TContext>,
    'mutationFn'
  > & { silent?: boolean } = {},
) {
  const { silent, ...mutation } = options;
  return useIdempotentMutation<EndpointAnswer<E>, EndpointInput<E>, TContext>({
    ...mutation,
    mutationFn: (input, key) => callEndpoint(endpoint, input, { key, silent }),
  });
}
