import multipart from '@fastify/multipart';
import {
  RETURN_REQUEST_PATHS as P,
  ZApproveRequest,
  ZCancelRequest,
  ZCartRequestsParams,
  ZCartRequestsResponse,
  ZChangeHoldSubReason,
  ZChangeReturnStatus,
  ZCreateDataParams,
  ZCreateDataResponse,
  ZProcessRequest,
  ZRequestActionResponse,
  ZRequestFileParams,
  type RequestActionResponse,
} from '@backoffice/domain/returns';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../core/context';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf, type StaffCaller } from '../../../core/use-case';
import { cartRequests, requestCreateData } from './create-data.service';
import { initiateRequest } from './initiate-request.service';
import { requestFile } from './request-file.service';
import {
  approveRequest,
  cancelRequest,
  changeHoldSubReason,
  changeReturnStatus,
  processRequest,
} from './request-steps.service';
import { hashedSentRequest, readSentRequest } from './request-upload';

type RequestWrite<Body> = (
  ctx: AppContext,
  caller: StaffCaller,
  body: Body,
  keyed: IdempotentRequest | null,
) => Promise<RequestActionResponse>;

/** Every write of a request is an order change: an Idempotency-Key is required. */
const keyed = (capability: 'returns:request' | 'returns:approve' | 'returns:steps') =>
  ({ capability, idempotencyKey: 'required' }) as const;

/**
 * The customer request lifecycle (001 section 7, docs/returns.md): the form's descriptors, a
 * cart's requests, raising (multipart, with photos), approving, processing, cancelling, the
 * status steps and the hold sub-reason.
 */
export const customerRequestsRoutes: AreaModule = async (api, ctx) => {
  const once =
    <Body>(service: RequestWrite<Body>) =>
    (request: FastifyRequest & { body: Body }) =>
      service(ctx, callerOf(request), request.body, idempotentRequest(request));

  api.get(
    P.createData,
    {
      config: { capability: 'returns:request' },
      schema: {
        summary: 'The customer request form of a cart: its fields, and whether it may be raised',
        params: ZCreateDataParams,
        response: { 200: ZCreateDataResponse },
      },
    },
    (request) => requestCreateData(ctx, request.params.affiliate_id, request.params.id),
  );
  api.get(
    P.cartRequests,
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: "A cart's customer requests, newest first",
        params: ZCartRequestsParams,
        response: { 200: ZCartRequestsResponse },
      },
    },
    (request) => cartRequests(ctx, request.params.affiliate_id, request.params.cart_pid),
  );
  api.get(
    P.requestFile,
    {
      config: { capability: 'orders:search' },
      schema: { summary: 'One photo or document of a request', params: ZRequestFileParams },
    },
    async (request, reply) => {
      const file = await requestFile(ctx, request.params.request_id, request.params.index);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.name)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
  api.post(
    P.customerCancel,
    {
      config: keyed('returns:request'),
      schema: {
        summary: 'Cancel a request from the order page, before it is approved',
        body: ZCancelRequest,
        response: { 200: ZRequestActionResponse },
      },
    },
    once((c, caller, body, k) => cancelRequest(c, caller, body, k, 'order-page')),
  );
  api.post(
    P.approve,
    {
      config: keyed('returns:approve'),
      schema: {
        summary: 'Approve a return, replacement or issue request',
        body: ZApproveRequest,
        response: { 200: ZRequestActionResponse },
      },
    },
    once(approveRequest),
  );
  api.post(
    P.process,
    {
      config: keyed('returns:approve'),
      schema: {
        summary: 'Process an approved request: to Schedule Return Pickup (28) or Resolved (27)',
        body: ZProcessRequest,
        response: { 200: ZRequestActionResponse },
      },
    },
    once(processRequest),
  );
  api.post(
    P.cancel,
    {
      config: keyed('returns:request'),
      schema: {
        summary: 'Cancel a request: the cart goes back to its status before the request',
        body: ZCancelRequest,
        response: { 200: ZRequestActionResponse },
      },
    },
    once((c, caller, body, k) => cancelRequest(c, caller, body, k, 'returns-list')),
  );
  api.post(
    P.changeStatus,
    {
      config: keyed('returns:steps'),
      schema: {
        summary: 'Resolve a request (a step without a call of its own)',
        body: ZChangeReturnStatus,
        response: { 200: ZRequestActionResponse },
      },
    },
    once(changeReturnStatus),
  );
  api.post(
    P.changeHoldSubReason,
    {
      config: keyed('returns:request'),
      schema: {
        summary: 'Put a request on hold with a sub-reason, or take it off hold (null)',
        body: ZChangeHoldSubReason,
        response: { 200: ZRequestActionResponse },
      },
    },
    once(changeHoldSubReason),
  );

  // Raising a request is multipart (the photos): read in this scope only.
  await api.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      P.initiate,
      {
        config: keyed('returns:request'),
        schema: {
          summary:
            'Raise a customer request: the form fields as multipart text fields, photos in "files" (at most 5 of 5 MB)',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: ZRequestActionResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const key = idempotentRequest(request);
        const sent = await readSentRequest(request);
        return initiateRequest(ctx, caller, sent, hashedSentRequest(key, sent));
      },
    );
  });
};
