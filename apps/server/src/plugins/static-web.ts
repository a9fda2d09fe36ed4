import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The web app's icon; browsers also ask for /favicon.ico on their own. */
const ICON = 'favicon.svg';

/**
 * Serves the built web app when its folder exists; answers whether it does. A file is sent
 * brotli or gzip compressed when the browser accepts it (the build writes `.br` and `.gz` beside
 * each file). The hashed files under /assets are cached for good; everything else (index.html,
 * the icon) is revalidated on every use, so a new build is picked up at once.
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
    preCompressed: true,
    // The compressed copies are sent in place of their file, never at their own address.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => {
      const hashed = relative(webDist, path).startsWith(`assets${sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  if (existsSync(join(webDist, ICON))) {
    app.get('/favicon.ico', (_request, reply) => reply.sendFile(ICON));
  }
  return true;
}
