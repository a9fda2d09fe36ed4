import {
  ZCreateEscalationRequest,
  ZEscalationCreateDetails,
  ZEscalationCreateDetailsQuery,
  ZEscalationDetails,
  ZEscalationListQuery,
  ZEscalationListResponse,
  ZEscalationWriteResponse,
  ZSwitchCartEscalationRequest,
} from '@backoffice/domain/calls/escalations';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { createEscalation } from './create-escalation.service';
import { escalationCreateDetails } from './escalation-create-details.service';
import { escalationDetails } from './escalation-details.service';
import { escalationList } from './escalation-list.service';
import { ZEscalationIdParams } from './escalation-params';
import { switchCartEscalation } from './switch-cart-escalation.service';

/**
 * Escalations (000 section 7 "Team calls", 001 section 7): the order page's form raises them
 * (orders:update-status, like the page's other actions); /escalations lists them and opens
 * their details (calls:view, the route's capability). docs/calls.md.
 */
export const escalationsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/get-escalation-create-details/',
    {
      config: { capability: 'escalations:create' },
      schema: {
        summary: "The escalation form's options for an order",
        querystring: ZEscalationCreateDetailsQuery,
        response: { 200: ZEscalationCreateDetails },
      },
    },
    (request) => escalationCreateDetails(ctx, request.query.order_random_id),
  );

  api.post(
    '/api/create-escalation/',
    {
      config: { capability: 'escalations:create' },
      schema: {
        summary: 'Raise an escalation on products of an order',
        body: ZCreateEscalationRequest,
        response: { 200: ZEscalationWriteResponse },
      },
    },
    (request) => createEscalation(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/helpdesk/get-all-escalations/',
    {
      config: { capability: 'calls:view' },
      schema: {
        summary: 'Escalations newest first, 999 a page, optionally of one status or order',
        querystring: ZEscalationListQuery,
        response: { 200: ZEscalationListResponse },
      },
    },
    (request) => escalationList(ctx, request.query),
  );

  api.get(
    '/api/helpdesk/escalation-details/:escalation_id/',
    {
      config: { capability: 'calls:view' },
      schema: {
        summary: 'One escalation with its products, tickets, switch choices and history',
        params: ZEscalationIdParams,
        response: { 200: ZEscalationDetails },
      },
    },
    (request) => escalationDetails(ctx, request.params.escalation_id),
  );

  api.post(
    '/api/switch-cart-escalation/',
    {
      config: { capability: 'escalations:switch-cart' },
      schema: {
        summary: 'Replace one product of an escalation by another cart of the same order',
        body: ZSwitchCartEscalationRequest,
        response: { 200: ZEscalationWriteResponse },
      },
    },
    (request) => switchCartEscalation(ctx, callerOf(request), request.body),
  );
};
