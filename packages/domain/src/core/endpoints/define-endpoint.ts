import type { z } from 'zod';

/** The HTTP methods an endpoint is called with. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a request carries, each part a zod schema: path parameters, query string, JSON body. */
export interface EndpointRequest {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * One API call, declared once: the server registers its route from it and the web calls it with
 * it. `path` is under /api with `:name` parameters; `capability` is what opens it (the access
 * area's names, checked where the server registers it); `idempotent` says whether a request must
 * carry an Idempotency-Key; `errors` are the area's refusal codes the call may answer.
 */
export interface Endpoint<
  Request extends EndpointRequest = EndpointRequest,
  Response extends z.ZodType = z.ZodType,
  Capability extends string = string,
> {
  method: EndpointMethod;
  path: `/${string}`;
  summary: string;
  request: Request;
  response: Response;
  capability: Capability;
  idempotent: boolean;
  errors: readonly string[];
}

/** Declares an endpoint, keeping its schemas' exact types for the server and the web. */
export function defineEndpoint<
  const Request extends EndpointRequest,
  Response extends z.ZodType,
  const Capability extends string,
>(endpoint: Endpoint<Request, Response, Capability>): Endpoint<Request, Response, Capability> {
  return endpoint;
}

type Part<R extends EndpointRequest, K extends keyof EndpointRequest> = R[K] extends z.ZodType
  ? { [P in K]: z.input<R[K]> }
  : { [P in K]?: never };

/** What a caller sends: the parameters, query and body its request schemas take. */
export type EndpointInput<E extends Endpoint> = Part<E['request'], 'params'> &
  Part<E['request'], 'query'> &
  Part<E['request'], 'body'>;

/** What the endpoint answers. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

/** The endpoint's path with its `:name` parameters filled in, each encoded as a path segment. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new Error(`No value for the path parameter ${name} of ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
