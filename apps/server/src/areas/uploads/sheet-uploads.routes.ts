import {
  sheetTypeOf,
  ZSheetTypeKey,
  ZSheetUploadDetail,
  ZSheetUploadDetailQuery,
  ZSheetUploadHistory,
  ZSheetUploadHistoryQuery,
  ZSheetUploadIdParam,
  endpointsOfType,
  type SheetTypeKey,
} from '@backoffice/domain/uploads';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context';
import { attachment } from '../../core/export/index';
import type { AreaModule } from '../../core/http';
import { signedIn } from '../../plugins/auth';
import { requireSheetTypeAccess } from './upload-access';
import { sampleSheet } from './sample-sheet';
import { uploadError } from './uploads.errors';
import {
  findUpload,
  uploadDetail,
  uploadedFile,
  uploadErrorSheet,
  uploadHistory,
} from './uploads.queries';
import type { FastifyRequest } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_TYPES: Record<string, string> = {
  xlsx: XLSX,
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
};

const download = (reply: FastifyReply, contentType: string, fileName: string, body: Buffer) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(body);

/** An upload the caller may see: one of a type they may upload (403 otherwise). */
async function visibleUpload(ctx: AppContext, request: FastifyRequest, uploadId: string) {
  const upload = await findUpload(ctx, uploadId);
  requireSheetTypeAccess(ctx, signedIn(request).principal, upload.sheet_type as SheetTypeKey);
  return upload;
}

/**
 * The calls about uploads of any type: history of a type, one upload with its rows, its error
 * sheet and its original file, and a type's sample sheet. Any signed-in user reaches them; each
 * then needs an upload call of the type concerned.
 */
export const sheetUploadsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/sheet-uploads/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'The upload history of a sheet type, newest first',
        querystring: ZSheetUploadHistoryQuery,
        response: { 200: ZSheetUploadHistory },
      },
    },
    async (request) => {
      const { sheet_type, limit, offset } = request.query;
      requireSheetTypeAccess(ctx, signedIn(request).principal, sheet_type);
      return uploadHistory(ctx, [sheet_type], { limit, offset });
    },
  );

  api.get(
    '/api/sheet-uploads/:upload_id',
    {
      config: { capability: 'session' },
      schema: {
        summary:
          'An upload with a page of its row results (only_failures=true for the failed rows)',
        params: ZSheetUploadIdParam,
        querystring: ZSheetUploadDetailQuery,
        response: { 200: ZSheetUploadDetail },
      },
    },
    async (request) => {
      const upload = await visibleUpload(ctx, request, request.params.upload_id);
      const { only_failures, limit, offset } = request.query;
      return uploadDetail(ctx, upload, { onlyFailures: only_failures === 'true', limit, offset });
    },
  );

  api.get(
    '/api/sheet-uploads/:upload_id/error-sheet',
    {
      config: { capability: 'session' },
      schema: {
        summary: "An upload's error sheet (.xlsx): its failed rows as sent, with an Error column",
        params: ZSheetUploadIdParam,
      },
    },
    async (request, reply) => {
      const upload = await visibleUpload(ctx, request, request.params.upload_id);
      const [endpoint] = endpointsOfType(upload.sheet_type as SheetTypeKey);
      const body = await uploadErrorSheet(ctx, upload);
      return download(reply, XLSX, endpoint?.errorSheetName ?? 'error-sheet.xlsx', body);
    },
  );

  api.get(
    '/api/sheet-uploads/:upload_id/file',
    {
      config: { capability: 'session' },
      schema: { summary: 'The file of an upload as it was sent', params: ZSheetUploadIdParam },
    },
    async (request, reply) => {
      const upload = await visibleUpload(ctx, request, request.params.upload_id);
      const body = await uploadedFile(ctx, upload);
      const extension = upload.file_key.split('.').pop() ?? '';
      return download(
        reply,
        FILE_TYPES[extension] ?? 'application/octet-stream',
        upload.file_name,
        body,
      );
    },
  );

  api.get(
    '/api/sample-sheets/:sheet_type',
    {
      config: { capability: 'session' },
      schema: {
        summary: "A sheet type's sample sheet (.xlsx): its columns and example rows",
        params: z.object({ sheet_type: ZSheetTypeKey }),
      },
    },
    async (request, reply) => {
      const key = request.params.sheet_type;
      requireSheetTypeAccess(ctx, signedIn(request).principal, key);
      const type = sheetTypeOf(key);
      if (!type) throw uploadError('uploads.invalid_upload_type').at('sheet_type');
      return download(reply, XLSX, `${key}-sample.xlsx`, sampleSheet(type));
    },
  );
};
