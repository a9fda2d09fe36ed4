import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZManagerSessionStartRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type ManagerSessionStartBody = z.input<typeof ZManagerSessionStartRequest>;

/** POST /api/retail/sessions/rm/start/: the day's opening amount, 1 confirm or 2 dispute. */
export function useStartManagerSession() {
  return useCashWrite<ManagerSessionStartBody>(
    RETAIL_CASH_PATHS.managerSessionStart,
    CASH_MESSAGES.success,
    { startsSession: true },
  );
}
