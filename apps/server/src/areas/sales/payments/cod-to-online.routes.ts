import { ZOrderRandomIdParam } from '@backoffice/domain/orders';
import {
  ZCancelCtoRequest,
  ZCodToOnlineAnswer,
  ZCodToOnlineListQuery,
  ZCodToOnlineListResponse,
  ZCodToOnlineRefreshRequest,
  ZCodToOnlineRequest,
  ZCodToOnlineTemplate,
  ZResendCtoLinkRequest,
} from '@backoffice/domain/sales/payments';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import {
  cancelCtoRequest,
  codToOnlineList,
  codToOnlineTemplate,
  createCodToOnline,
  refreshCodToOnline,
  resendCtoLink,
} from './cod-to-online.service';

/** COD to online: the popup, the /cod-to-online page's list and its actions (OPS, FINANCE). */
export const codToOnlineRoutes: AreaModule = (api, ctx) => {
  const capability = 'payments:cod-to-online' as const;

  api.get(
    '/api/backoffice-payment-type-changed-orders/',
    {
      config: { capability },
      schema: {
        summary: 'COD to online requests of one tab, newest first',
        querystring: ZCodToOnlineListQuery,
        response: { 200: ZCodToOnlineListResponse },
      },
    },
    (request) => codToOnlineList(ctx, request.query),
  );

  api.get(
    '/api/backend-cod-to-online/:order_random_id/',
    {
      config: { capability },
      schema: {
        summary: "An order's carts with their COD payable and whether each may move online",
        params: ZOrderRandomIdParam,
        response: { 200: ZCodToOnlineTemplate },
      },
    },
    (request) =>
      codToOnlineTemplate(ctx, signedIn(request).principal, request.params.order_random_id),
  );

  api.post(
    '/api/backend-cod-to-online/',
    {
      config: { capability, idempotencyKey: 'required' },
      schema: {
        summary:
          'Move carts from COD to online (a cto link via Juspay). Send an Idempotency-Key header: a retry answers the first answer.',
        body: ZCodToOnlineRequest,
        response: { 200: ZCodToOnlineAnswer },
      },
    },
    (request) =>
      createCodToOnline(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.put(
    '/api/backend-cod-to-online/',
    {
      config: { capability, idempotencyKey: 'required' },
      schema: {
        summary: "Ask the payments provider again about a request's link",
        body: ZCodToOnlineRefreshRequest,
        response: { 200: ZCodToOnlineAnswer },
      },
    },
    (request) => refreshCodToOnline(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/resend-cto-link/',
    {
      config: { capability, idempotencyKey: 'required' },
      schema: {
        summary: "Send a request's link again (a new link once it expired)",
        body: ZResendCtoLinkRequest,
        response: { 200: ZCodToOnlineAnswer },
      },
    },
    (request) => resendCtoLink(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/cancel-cto-request/',
    {
      config: { capability, idempotencyKey: 'required' },
      schema: {
        summary: 'Cancel a pending COD to online request and its link, with a reason',
        body: ZCancelCtoRequest,
        response: { 200: ZCodToOnlineAnswer },
      },
    },
    (request) => cancelCtoRequest(ctx, callerOf(request), request.body),
  );
};
