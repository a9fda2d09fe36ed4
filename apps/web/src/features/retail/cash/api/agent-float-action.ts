import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZAgentFloatRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type AgentFloatBody = z.input<typeof ZAgentFloatRequest>;

/** POST /api/retail/cash/ra/float/: button_id 1 accept, 2 reject, 3 deposit to a manager. */
export function useAgentFloatAction() {
  return useCashWrite<AgentFloatBody>(RETAIL_CASH_PATHS.agentFloat, CASH_MESSAGES.success);
}
