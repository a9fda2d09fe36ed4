import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZAgentSubmitRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type AgentSubmitBody = z.input<typeof ZAgentSubmitRequest>;

/** POST /api/retail/cash/ra/submit/: the agent's counted cash handed to a retail manager. */
export function useSubmitAgentCash() {
  return useCashWrite<AgentSubmitBody>(RETAIL_CASH_PATHS.agentSubmit, CASH_MESSAGES.submitted);
}
