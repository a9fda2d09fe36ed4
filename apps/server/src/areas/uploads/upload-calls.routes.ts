import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  UPLOAD_ENDPOINTS,
  ZSheetTypeKey,
  ZSheetUploadAnswer,
  ZSheetUploadHistory,
  ZSheetUploadHistoryQuery,
  type SheetTypeKey,
  type UploadEndpoint,
} from '@backoffice/domain/uploads';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/context';
import type { Api, AreaModule } from '../../core/http';
import { idempotentRequest } from '../../core/idempotency/idempotency';
import { callerOf } from '../../core/use-case';
import { receiveUpload } from './receive-upload.service';
import { readSentFile } from './sent-file';
import { uploadAnswer, uploadHistory } from './uploads.queries';
import { uploadError } from './uploads.errors';

const ZEndpointHistoryQuery = ZSheetUploadHistoryQuery.extend({
  sheet_type: ZSheetTypeKey.optional(),
});

function uploadCall(api: Api, ctx: AppContext, endpoint: UploadEndpoint) {
  const url = `/api${endpoint.path}`;
  const types: readonly SheetTypeKey[] = endpoint.types;
  api.post(
    url,
    {
      config: { capability: endpoint.capability, idempotencyKey: 'required' },
      schema: {
        summary: `Upload a sheet (${types.join(', ')}) as multipart: the file in "${endpoint.fileField}"${types.length > 1 ? ', the type in "upload_type"' : ''}. Send an Idempotency-Key header: a retry with the same key answers the first upload.`,
        consumes: ['multipart/form-data'],
        response: { 200: ZSheetUploadAnswer, 202: ZSheetUploadAnswer },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const keyed = idempotentRequest(request);
      const sent = await readSentFile(request, endpoint);
      const requestHash = createHash('sha256')
        .update(`${sent.uploadType ?? ''}\n${sent.fileName}\n`)
        .update(sent.bytes)
        .digest('hex');
      const received = await receiveUpload(
        ctx,
        caller,
        { endpoint, ...sent },
        keyed ? { ...keyed, requestHash } : null,
      );
      const answer = await uploadAnswer(ctx, endpoint, received.upload_id);
      return reply.code(received.queued ? 202 : 200).send(answer);
    },
  );

  api.get(
    url,
    {
      config: { capability: endpoint.capability },
      schema: {
        summary: `The upload history of ${types.join(', ')}, newest first`,
        querystring: ZEndpointHistoryQuery,
        response: { 200: ZSheetUploadHistory },
      },
    },
    async (request) => {
      const { sheet_type, limit, offset } = request.query;
      if (sheet_type !== undefined && !types.includes(sheet_type)) {
        throw uploadError('uploads.invalid_upload_type').at('sheet_type');
      }
      return uploadHistory(ctx, sheet_type ? [sheet_type] : types, { limit, offset });
    },
  );
}

/**
 * The upload calls (docs/uploads.md): one POST per entry of UPLOAD_ENDPOINTS, multipart, and
 * GET on the same path for its history. Multipart is read in this scope only.
 */
export const uploadCallsRoutes: AreaModule = async (api, ctx) => {
  await api.register(async (scope) => {
    await scope.register(multipart);
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    for (const endpoint of UPLOAD_ENDPOINTS) uploadCall(typed, ctx, endpoint);
  });
};
