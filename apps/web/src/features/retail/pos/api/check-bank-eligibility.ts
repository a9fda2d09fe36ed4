import {
  RETAIL_POS_PATHS,
  ZBankEligibilityAnswer,
  type ZBankEligibilityRequest,
} from '@backoffice/domain/retail/pos';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';

/** POST /api/retail/pos/bank-eligibility/: whether a card BIN takes a bank offer, and the saving. */
export function useCheckBankEligibility() {
  return useMutation({
    mutationFn: (body: z.input<typeof ZBankEligibilityRequest>) =>
      apiRequest(apiPath(RETAIL_POS_PATHS.bankEligibility), {
        method: 'POST',
        body,
        schema: ZBankEligibilityAnswer,
        silent: true,
      }),
  });
}
