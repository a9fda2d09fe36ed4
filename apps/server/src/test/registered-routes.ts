import type { FastifySchema } from 'fastify';
import { AREA_MODULES } from '../areas/index';
import type { AreaModule } from '../core/http';
import { createTestApp, type TestApp } from './test-app';

/** An API route as registered, with the schemas of what a client sends it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: Pick<FastifySchema, 'params' | 'querystring' | 'body' | 'headers'>;
}

/**
 * The test app with every area registered, and the API routes as they were registered (read
 * by an onRoute hook ahead of the areas), for the tests that walk all of them.
 */
export async function createAppWithRoutes(): Promise<TestApp & { routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const capture: AreaModule = (api) => {
    api.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const { params, querystring, body, headers } = route.schema ?? {};
      for (const method of methods) {
        routes.push({ method, url: route.url, schema: { params, querystring, body, headers } });
      }
    });
  };
  const t = await createTestApp({ modules: [capture, ...AREA_MODULES] });
  return { ...t, routes };
}
