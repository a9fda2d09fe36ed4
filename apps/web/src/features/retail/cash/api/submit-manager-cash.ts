import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZManagerSubmitRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type ManagerSubmitBody = z.input<typeof ZManagerSubmitRequest>;

/** POST /api/retail/cash/rm/submit/: the manager's count, action 1 confirm (bank) or 2 dispute. */
export function useSubmitManagerCash() {
  return useCashWrite<ManagerSubmitBody>(RETAIL_CASH_PATHS.managerSubmit, CASH_MESSAGES.submitted);
}
