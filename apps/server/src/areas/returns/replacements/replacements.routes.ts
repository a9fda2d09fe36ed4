import {
  ZCreateReplacement,
  ZEditReplacement,
  ZReplacementResponse,
} from '@backoffice/domain/returns';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { createReplacement } from './create-replacement.service';
import { editReplacement } from './edit-replacement.service';

/** Create and modify a replacement (001 section 7: /replacements/create/, edit-replacement/). */
export const replacementsRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/replacements/create/',
    {
      config: { capability: 'returns:request', idempotencyKey: 'required' },
      schema: {
        summary: 'Create the replacement of an approved replacement request, shipped as a new cart',
        body: ZCreateReplacement,
        response: { 200: ZReplacementResponse },
      },
    },
    (request) =>
      createReplacement(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.put(
    '/api/edit-replacement/',
    {
      config: { capability: 'returns:request', idempotencyKey: 'required' },
      schema: {
        summary: 'Modify a replacement’s item, quantity or dealer price before it is invoiced',
        body: ZEditReplacement,
        response: { 200: ZReplacementResponse },
      },
    },
    (request) => editReplacement(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
