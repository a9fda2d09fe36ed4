import { ZCrmDispositionRequest } from '@backoffice/domain/calls/calls';
import { USER_STATUSES } from '@backoffice/domain/identity';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { actorOf, signedIn } from '../../../plugins/auth';
import { activeBreakReasons, dispositionTree } from './dispositions.queries';
import { saveDisposition } from './dispositions.service';

const ZNode = z.object({ id: z.number().int(), name: z.string() });
const ZDispositionCategories = z.object({
  result: z.array(
    ZNode.extend({
      sub_categories: z.array(ZNode.extend({ third_categories: z.array(ZNode) })),
    }),
  ),
});
const ZSaveDispositionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(USER_STATUSES),
  disposition: z.object({
    id: z.number().int(),
    category: z.string(),
    sub_category: z.string(),
    third_category: z.string(),
    cart_ids: z.array(z.number().int()),
    comments: z.string().nullable(),
    call_id: z.string().nullable(),
    order_id: z.string().nullable(),
    break_reason: z.string().nullable(),
    source: z.literal('CRM'),
    login_id: z.number().int(),
    role: z.string(),
    created_at: z.string(),
  }),
});

/** The disposition form's calls: the tree, the break reasons, storing one (001 section 7). */
export const dispositionsRoutes: AreaModule = (api, ctx) => {
  // Whoever places calls fills dispositions: the Dialer is everyone's who has a number.
  api.get(
    '/api/crm-dispositions/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'The disposition categories, sub categories and third categories',
        response: { 200: ZDispositionCategories },
      },
    },
    async () => ({ result: await dispositionTree(ctx.db) }),
  );

  api.post(
    '/api/crm-dispositions/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'Record the disposition of a call (and pause after it with a break reason)',
        body: ZCrmDispositionRequest,
        response: { 200: ZSaveDispositionResponse },
      },
    },
    (request) => saveDisposition(ctx, signedIn(request), actorOf(request), request.body),
  );

  api.get(
    '/api/break-reasons/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'Why an agent pauses after a call',
        response: { 200: z.object({ result: z.array(ZNode) }) },
      },
    },
    async () => ({ result: await activeBreakReasons(ctx.db) }),
  );
};
