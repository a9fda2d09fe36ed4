import {
  RETAIL_CASH_PATHS as P,
  ZCashMessageAnswer,
  ZManagerSessionStartRequest,
} from '@backoffice/domain/retail/cash';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { endSession, startAgentSession, startManagerSession } from './sessions.service';

/** Retail sessions (spec 000 section 4, 002 section 4): start and end; is_session_started follows. */
export const sessionsRoutes: AreaModule = (api, ctx) => {
  const answer = { response: { 200: ZCashMessageAnswer } };
  api.post(
    P.agentSessionStart,
    {
      config: { capability: 'retail:agent-cash', idempotencyKey: 'required' },
      schema: { summary: "Start the agent's session", ...answer },
    },
    (request) => startAgentSession(ctx, callerOf(request), idempotentRequest(request)),
  );
  api.post(
    P.agentSessionEnd,
    {
      config: { capability: 'retail:agent-cash', idempotencyKey: 'required' },
      schema: { summary: "End the agent's session", ...answer },
    },
    (request) => endSession(ctx, callerOf(request), false, idempotentRequest(request)),
  );
  api.post(
    P.managerSessionStart,
    {
      config: { capability: 'retail:manager-session', idempotencyKey: 'required' },
      schema: {
        summary: 'Start the day with the counted amount',
        body: ZManagerSessionStartRequest,
        ...answer,
      },
    },
    (request) =>
      startManagerSession(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.managerSessionEnd,
    {
      config: { capability: 'retail:manager-session', idempotencyKey: 'required' },
      schema: { summary: "End the manager's session", ...answer },
    },
    (request) => endSession(ctx, callerOf(request), true, idempotentRequest(request)),
  );
};
