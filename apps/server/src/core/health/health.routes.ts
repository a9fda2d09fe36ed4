import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../errors';
import type { AreaModule } from '../http';

/** GET /api/health: up when the database answers. */
export const healthRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/health',
    {
      config: { capability: 'public' },
      schema: {
        summary: 'Health: checks the database',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (request) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', { message: 'Database unavailable' });
      }
      return { status: 'ok' as const };
    },
  );
};
