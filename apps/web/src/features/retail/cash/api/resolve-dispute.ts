import {
  CASH_MESSAGES,
  RETAIL_CASH_PATHS,
  type ZResolveDisputeRequest,
} from '@backoffice/domain/retail/cash';
import type { z } from 'zod';
import { useCashWrite } from './use-cash-write';

export type ResolveDisputeBody = z.input<typeof ZResolveDisputeRequest>;

/** POST /api/retail/cash/rm/disputes/:dispute_id/resolve/: recovered or written off. */
export function useResolveDispute(disputeId: number) {
  return useCashWrite<ResolveDisputeBody>(
    RETAIL_CASH_PATHS.resolveDispute(disputeId),
    CASH_MESSAGES.success,
  );
}
