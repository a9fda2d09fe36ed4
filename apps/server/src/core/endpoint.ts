import type { RouteCapability } from '@backoffice/domain/access';
import type { Endpoint, EndpointAnswer, EndpointRequest } from '@backoffice/domain/core/endpoints';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Api } from './http';

type Parsed<R extends EndpointRequest, K extends keyof EndpointRequest> = R[K] extends z.ZodType
  ? z.output<R[K]>
  : undefined;

/** A request to an endpoint's handler: its parts as its schemas parsed them, and the request. */
export interface EndpointCall<E extends Endpoint> {
  params: Parsed<E['request'], 'params'>;
  query: Parsed<E['request'], 'query'>;
  body: Parsed<E['request'], 'body'>;
  request: FastifyRequest;
}

/** What an area writes for an endpoint: the answer to one call. */
export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** The OpenAPI operation's description: the key it requires and the refusals it may answer. */
function descriptionOf(endpoint: Endpoint): string | undefined {
  const lines = [
    ...(endpoint.idempotent ? ['Requires an Idempotency-Key header.'] : []),
    ...(endpoint.errors.length > 0 ? [`Refusals: ${endpoint.errors.join(', ')}.`] : []),
  ];
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/**
 * Registers the route of a domain endpoint: its path under /api, its capability, its
 * Idempotency-Key requirement, its request and response schemas and its OpenAPI operation all
 * come from the declaration; the area gives only the handler.
 */
export function registerEndpoint<E extends Endpoint & { capability: RouteCapability }>(
  api: Api,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const { params, query, body } = endpoint.request;
  const description = descriptionOf(endpoint);
  api.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    config: {
      capability: endpoint.capability,
      ...(endpoint.idempotent ? { idempotencyKey: 'required' as const } : {}),
    },
    schema: {
      summary: endpoint.summary,
      ...(description === undefined ? {} : { description }),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: { 200: endpoint.response },
    },
    handler: (request) =>
      handler({
        // The route's schemas parsed these parts before the handler runs, so they have the
        // declared output types; Fastify's own typing cannot follow a schema chosen at runtime.
        params: request.params as EndpointCall<E>['params'],
        query: request.query as EndpointCall<E>['query'],
        body: request.body as EndpointCall<E>['body'],
        request,
      }),
  });
}
