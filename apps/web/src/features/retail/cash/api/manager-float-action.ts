import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZManagerFloatRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type ManagerFloatBody = z.input<typeof ZManagerFloatRequest>;

/** POST /api/retail/cash/rm/float/: button_id 1 issue, 2 accept, 3 reject, 4 deposit. */
export function useManagerFloatAction() {
  return useCashWrite<ManagerFloatBody>(RETAIL_CASH_PATHS.managerFloat, CASH_MESSAGES.success);
}
