import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaffRow, SessionRow } from '@backoffice/db/schema';
import type { Principal, RouteCapability } from '@backoffice/domain/access';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';

/** The signed-in caller of a request. */
export interface Authenticated {
  session: SessionRow;
  staff: StaffRow;
  principal: Principal;
}

/**
 * Finds the signed-in caller of a bearer token, or null when it opens no session. The identity
 * area provides it; the auth plugin asks it without knowing any area.
 */
export type SessionLookup = (token: string) => Promise<Authenticated | null>;

/** A registered API route and what opens it. */
export interface RouteEntry {
  method: string;
  url: string;
  capability: RouteCapability;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What opens the route; a route without one stops the server from starting. */
    capability?: RouteCapability;
    /**
     * Open to an account whose password someone else reset and that has not chosen a new one
     * yet (the user's details, choosing or changing the password, signing out); every other
     * route refuses such an account with 403 PASSWORD_CHOICE_REQUIRED.
     */
    beforePasswordChoice?: true;
  }
  interface FastifyRequest {
    /** Set for every route that is not public, before its body is read. */
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** Every API route with its capability, as registered (the access test walks them). */
    apiRoutes: readonly RouteEntry[];
  }
}

/** The Fastify instance the area modules register on, typed with the zod provider. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** An area's routes: registered on the API context, given the use cases' context. */
export type AreaModule = (api: Api, ctx: AppContext) => void | Promise<void>;
