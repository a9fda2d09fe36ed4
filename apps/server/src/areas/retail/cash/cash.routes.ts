import {
  RETAIL_CASH_PATHS as P,
  ZAgentDashboardAnswer,
  ZAgentFloatRequest,
  ZAgentSubmitRequest,
  ZCashMessageAnswer,
  ZCashReportQuery,
  ZDisputeIdParam,
  ZHoldingsAnswer,
  ZHoldingsQuery,
  ZManagerDashboardAnswer,
  ZManagerFloatRequest,
  ZManagerSessionAnswer,
  ZManagerSubmitRequest,
  ZManagerTransitRequest,
  ZReportEmailRequest,
  ZResolveDisputeRequest,
  type CashMessageAnswer,
} from '@backoffice/domain/retail/cash';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf, type StaffCaller } from '../../../core/use-case';
import { agentDashboard } from './agent-dashboard.service';
import { agentFloatAction, agentSubmit } from './agent-cash.service';
import { storeHoldings } from './holdings.service';
import { managerDashboard } from './manager-dashboard.service';
import { managerFloatAction } from './manager-float.service';
import { managerSubmit } from './manager-submit.service';
import { managerTransitAction } from './manager-transit.service';
import { emailCashReport } from './report-email.service';
import { resolveDispute } from './resolve-dispute.service';
import { managerSessionDashboard } from './session-dashboard.service';

type CashWrite<Body> = (
  ctx: AppContext,
  caller: StaffCaller,
  body: Body,
  idempotency: IdempotentRequest | null,
) => Promise<CashMessageAnswer>;

const money = (capability: 'retail:agent-cash' | 'retail:manager-cash') =>
  ({ capability, idempotencyKey: 'required' }) as const;

/** Store cash (spec 002 sections 2 to 9, docs/retail.md): the agent's and the manager's daily cash reports. */
export const cashRoutes: AreaModule = (api, ctx) => {
  /** A money write of the signed-in member's request body, done once per Idempotency-Key. */
  const writeOnce =
    <Body>(service: CashWrite<Body>) =>
    (request: FastifyRequest & { body: Body }) =>
      service(ctx, callerOf(request), request.body, idempotentRequest(request));

  api.get(
    P.agentDashboard,
    {
      config: { capability: 'retail:agent-cash' },
      schema: {
        summary: "The agent's daily cash report",
        querystring: ZCashReportQuery,
        response: { 200: ZAgentDashboardAnswer },
      },
    },
    (request) => agentDashboard(ctx, callerOf(request), request.query),
  );
  api.post(
    P.agentSubmit,
    {
      config: money('retail:agent-cash'),
      schema: {
        summary: 'Hand counted cash to a manager of the store',
        body: ZAgentSubmitRequest,
        response: { 200: ZCashMessageAnswer },
      },
    },
    writeOnce(agentSubmit),
  );
  api.post(
    P.agentFloat,
    {
      config: money('retail:agent-cash'),
      schema: {
        summary: 'Accept, reject or deposit the float',
        body: ZAgentFloatRequest,
        response: { 200: ZCashMessageAnswer },
      },
    },
    writeOnce(agentFloatAction),
  );
  api.get(
    P.managerSession,
    {
      config: { capability: 'retail:manager-session' },
      schema: { summary: 'The RM session dashboard', response: { 200: ZManagerSessionAnswer } },
    },
    (request) => managerSessionDashboard(ctx, callerOf(request)),
  );
  api.get(
    P.managerDashboard,
    {
      config: { capability: 'retail:manager-cash' },
      schema: {
        summary: "The manager's daily cash report",
        querystring: ZCashReportQuery,
        response: { 200: ZManagerDashboardAnswer },
      },
    },
    (request) => managerDashboard(ctx, callerOf(request), request.query),
  );
  api.get(
    P.holdings,
    {
      config: { capability: 'retail:manager-cash' },
      schema: {
        summary: 'Cash held per person and in transit through the day',
        querystring: ZHoldingsQuery,
        response: { 200: ZHoldingsAnswer },
      },
    },
    (request) => storeHoldings(ctx, callerOf(request), request.query.date),
  );
  api.post(
    P.managerSubmit,
    {
      config: money('retail:manager-cash'),
      schema: {
        summary: "Bank the store's counted cash, or raise a dispute",
        body: ZManagerSubmitRequest,
        response: { 200: ZCashMessageAnswer },
      },
    },
    writeOnce(managerSubmit),
  );
  api.post(
    P.managerFloat,
    {
      config: money('retail:manager-cash'),
      schema: {
        summary: "Issue, accept, reject or take back an agent's float",
        body: ZManagerFloatRequest,
        response: { 200: ZCashMessageAnswer },
      },
    },
    writeOnce(managerFloatAction),
  );
  api.post(
    P.managerTransit,
    {
      config: money('retail:manager-cash'),
      schema: {
        summary: 'Confirm or reject a hand-over in transit',
        body: ZManagerTransitRequest,
        response: { 200: ZCashMessageAnswer },
      },
    },
    writeOnce(managerTransitAction),
  );
  api.post(
    P.resolveDisputeRoute,
    {
      config: money('retail:manager-cash'),
      schema: {
        summary: 'Resolve an open dispute',
        params: ZDisputeIdParam,
        body: ZResolveDisputeRequest,
        response: { 200: ZCashMessageAnswer },
      },
    },
    (request) =>
      resolveDispute(
        ctx,
        callerOf(request),
        request.params.dispute_id,
        request.body,
        idempotentRequest(request),
      ),
  );
  api.post(
    P.reportEmail,
    {
      config: { capability: 'retail:email-cash-report' },
      schema: {
        summary: 'E-mail the cash report as .xlsx to the signed-in member',
        body: ZReportEmailRequest,
        response: { 200: ZCashMessageAnswer },
      },
    },
    (request) => emailCashReport(ctx, callerOf(request), request.body),
  );
};
