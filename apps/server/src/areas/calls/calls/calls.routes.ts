import { timingSafeEqual } from 'node:crypto';
import {
  CALL_SEARCH_MESSAGES,
  ZCallDetailsQuery,
  ZCallListResponse,
  ZCallRecord,
  ZCallsPerHourQuery,
  ZCallsPerHourResponse,
  ZClickToCallRequest,
  ZClickToCallResponse,
} from '@backoffice/domain/calls/calls';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { callError } from './calls.errors';
import type { AreaModule } from '../../../core/http';
import { ZTelephonyCallback } from '../../../integrations/telephony/telephony';
import { callerOf } from '../../../core/use-case';
import { signedIn } from '../../../plugins/auth';
import { receiveCallback } from './call-callbacks.service';
import { hourlyCalls, listCalls, recordingOf } from './call-lists.service';
import { ZCallIdParam, ZCallRecordIdParam } from './call-params';
import { callOfCaller, placeClickToCall } from './click-to-call.service';

const NO_DATA = z.null().describe(CALL_SEARCH_MESSAGES.noData);

/** The header a live provider's callbacks carry the shared secret in. */
export const TELEPHONY_SECRET_HEADER = 'x-telephony-secret';

/** Click-to-call, call records, the hourly figures and recordings (000 and 001 section 7). */
export const callsRoutes: AreaModule = (api, ctx) => {
  // The sandbox delivers its callbacks here itself; a live provider posts them to the webhook.
  ctx.integrations.telephony.onCallback((callback) =>
    receiveCallback(ctx, callback).catch((err: unknown) => {
      api.log.error({ err, call_id: callback.call_id }, 'telephony callback failed');
      return 'ignored' as const;
    }),
  );
  api.addHook('onClose', async () => ctx.integrations.telephony.close());

  api.post(
    '/api/click-to-call/',
    {
      // The Dialer is shown to whoever has a contact number (000 section 1): the service checks it.
      config: { capability: 'session' },
      schema: {
        summary: "Ring the caller's phone, then the customer's",
        body: ZClickToCallRequest,
        response: { 200: ZClickToCallResponse },
      },
    },
    (request) => placeClickToCall(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/click-to-call/:call_id/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'Where a placed call stands (the Dialer follows it)',
        params: ZCallIdParam,
        response: { 200: ZCallRecord },
      },
    },
    (request) => callOfCaller(ctx, signedIn(request), request.params.call_id),
  );

  for (const [path, missed] of [
    ['/api/calldetails/', false],
    ['/api/missed-calls/', true],
  ] as const) {
    api.get(
      path,
      {
        config: { capability: 'calls:view' },
        schema: {
          summary: missed ? 'Calls nobody answered' : 'Call records',
          querystring: ZCallDetailsQuery,
          response: { 200: ZCallListResponse, 204: NO_DATA },
        },
      },
      async (request, reply) => {
        const page = await listCalls(ctx, signedIn(request), request.query, { missed });
        return page ?? reply.code(204).send(null);
      },
    );
  }

  api.get(
    '/api/calls-per-hour/',
    {
      config: { capability: 'calls:view' },
      schema: {
        summary: 'Calls and dispositions per hour of a day',
        querystring: ZCallsPerHourQuery,
        response: { 200: ZCallsPerHourResponse },
      },
    },
    (request) => hourlyCalls(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/call-recordings/:id/',
    {
      config: { capability: 'calls:view' },
      schema: { summary: "A call's recording (audio)", params: ZCallRecordIdParam },
    },
    async (request, reply) => {
      const recording = await recordingOf(ctx, signedIn(request), request.params.id);
      return reply
        .type(recording.content_type)
        .header('cache-control', 'private, max-age=3600')
        .send(recording.body);
    },
  );

  api.post(
    '/api/telephony/callbacks/',
    {
      config: { capability: 'public' },
      // After the body is checked: a caller without the secret learns only the callback's shape.
      preHandler: async (request) => checkWebhookSecret(ctx, request),
      schema: {
        summary: "The telephony provider's webhook: one callback per step of a call",
        body: ZTelephonyCallback,
        response: { 200: z.object({ success: z.literal(true), applied: z.boolean() }) },
      },
    },
    async (request) => {
      const outcome = await receiveCallback(ctx, request.body, request.id);
      // The provider sends a callback again when it is answered 404.
      if (outcome === 'unknown-call') throw callError('calls.call_not_found');
      return { success: true as const, applied: outcome === 'applied' };
    },
  );
};

/** The webhook answers only the provider: the shared secret, compared in constant time. */
function checkWebhookSecret(ctx: AppContext, request: FastifyRequest): void {
  const secret = ctx.config.integrations.telephony.webhookSecret;
  if (!secret) {
    throw callError('calls.callbacks_not_configured');
  }
  const given = Buffer.from(String(request.headers[TELEPHONY_SECRET_HEADER] ?? ''));
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw callError('calls.invalid_telephony_secret');
  }
}
