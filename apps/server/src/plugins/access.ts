import { CAPABILITY_RULES, can, type RouteCapability } from '@backoffice/domain/access';
import type { AppContext } from '../core/context';
import { AppError } from '../core/errors';
import type { Api, RouteEntry } from '../core/http';
import { signedIn } from './auth';

const isRouteCapability = (value: unknown): value is RouteCapability =>
  value === 'public' || (typeof value === 'string' && Object.hasOwn(CAPABILITY_RULES, value));

/**
 * The permission check. Every API route must declare a known capability, or the server does
 * not start; the check runs in onRequest, after authentication and before the body is read,
 * so a caller without the capability always gets 403 whatever it sent. Registered routes are
 * listed in `routes`.
 */
export function registerAccess(api: Api, ctx: AppContext, routes: RouteEntry[]): void {
  api.addHook('onRoute', (route) => {
    const capability = route.config?.capability;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isRouteCapability(capability)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no known capability: set config.capability`,
      );
    }
    if (capability !== 'public') {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
    for (const method of methods) routes.push({ method, url: route.url, capability });
  });

  api.addHook('onRequest', async (request) => {
    const capability = request.routeOptions.config.capability;
    if (capability === 'public' || capability === 'session') return;
    // No capability cannot happen (onRoute refuses such routes); if it did, refuse.
    if (!capability || !can(signedIn(request).principal, capability, ctx.config.access)) {
      throw new AppError('FORBIDDEN');
    }
  });
}
