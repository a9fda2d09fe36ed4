import {
  ZBreakReasonsResponse,
  ZCrmDispositionRequest,
  ZDispositionCategoriesResponse,
  ZDispositionReasonsResponse,
  ZSaveDispositionResponse,
} from '@backoffice/domain/calls/calls';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import {
  activeBreakReasons,
  activeDispositionReasons,
  dispositionTree,
} from './dispositions.queries';
import { saveDisposition } from './dispositions.service';

/**
 * The disposition form's calls: the tree, the flat list of reasons, the break reasons, storing one
 * (001 section 7).
 */
export const dispositionsRoutes: AreaModule = (api, ctx) => {
  // Whoever places calls fills dispositions: the Dialer is everyone's who has a number.
  api.get(
    '/api/crm-dispositions/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'The disposition categories, sub categories and third categories',
        response: { 200: ZDispositionCategoriesResponse },
      },
    },
    async () => ({ result: await dispositionTree(ctx.db) }),
  );

  api.get(
    '/api/disposition-reasons/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'The disposition reasons as one flat list, each with the reason it sits under',
        response: { 200: ZDispositionReasonsResponse },
      },
    },
    async () => ({ result: await activeDispositionReasons(ctx.db) }),
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
    (request) => saveDisposition(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/break-reasons/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'Why an agent pauses after a call',
        response: { 200: ZBreakReasonsResponse },
      },
    },
    async () => ({ result: await activeBreakReasons(ctx.db) }),
  );
};
