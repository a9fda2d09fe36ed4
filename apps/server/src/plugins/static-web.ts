import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app when its folder exists; answers whether it does. Hashed assets are
 * cached for good, index.html never (so a new build is picked up at once).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string | null,
): Promise<boolean> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) {
    app.log.info({ webDist }, 'web app not built: serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  return true;
}
