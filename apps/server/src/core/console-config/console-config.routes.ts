import type { ConsoleConfigResponse } from '@backoffice/domain/identity';
import { z } from 'zod';
import type { AreaModule } from '../http';

const ZConsoleConfigResponse = z.object({
  brand: z.object({ name: z.string(), slug: z.string() }),
  company_sign_in: z.object({ configured: z.boolean() }),
}) satisfies z.ZodType<ConsoleConfigResponse>;

/** GET /api/console-config/: what the sign-in screen and the shell need before sign-in. */
export const consoleConfigRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/console-config/',
    {
      config: { capability: 'public' },
      schema: { summary: 'Brand and sign-in options', response: { 200: ZConsoleConfigResponse } },
    },
    (): ConsoleConfigResponse => ({
      brand: ctx.config.brand,
      company_sign_in: { configured: ctx.config.companySignIn !== null },
    }),
  );
};
