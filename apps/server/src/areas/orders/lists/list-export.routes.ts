import { ZListExportQuery } from '@backoffice/domain/orders';
import type { FastifyReply } from 'fastify';
import { attachment, type ExportFile } from '../../../core/export/export-file';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { ZAgentListParams, ZListParams } from './list-params';
import { exportWorkList } from './list-export.service';

const send = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);

/**
 * The download of a work list (.xlsx or .csv): the list's path, rules and order, every page of
 * it. orders:work-lists opens the path; the service applies the list's checks.
 */
export const listExportRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/list-of-all-orders/:platform/:slug/export/',
    {
      config: { capability: 'orders:work-lists' },
      schema: {
        summary: "A team work list's tab as a file: format=xlsx or csv",
        params: ZListParams,
        querystring: ZListExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportWorkList(
        ctx,
        signedIn(request).principal,
        { team: request.query.role, ...request.params },
        request.query,
      );
      return send(reply, file);
    },
  );

  api.get(
    '/api/list-of-all-orders/:cet_uid/:platform/:slug/export/',
    {
      config: { capability: 'orders:work-lists' },
      schema: {
        summary: "An agent's work list tab as a file (another agent's: Team Leaders only)",
        params: ZAgentListParams,
        querystring: ZListExportQuery,
      },
    },
    async (request, reply) => {
      const { cet_uid, ...list } = request.params;
      const file = await exportWorkList(
        ctx,
        signedIn(request).principal,
        { team: request.query.role, cetUid: cet_uid, ...list },
        request.query,
      );
      return send(reply, file);
    },
  );
};
