import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZManagerTransitRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type ManagerTransitBody = z.input<typeof ZManagerTransitRequest>;

/** POST /api/retail/cash/rm/transit/: a hand-over in transit, button_id 1 confirm or 2 reject. */
export function useManagerTransitAction() {
  return useCashWrite<ManagerTransitBody>(RETAIL_CASH_PATHS.managerTransit, CASH_MESSAGES.success);
}
