import {
  ZCreditDecisionAnswer,
  ZDistributorWriteAnswer,
  ZManualCreditAnswer,
  type CreditDecisionAnswer,
  type DistributorWriteAnswer,
  type ManualCreditAnswer,
  type TDealerCodToggleRequest,
  type TDistributorCreateRequestInput,
  type TDistributorStatusRequest,
  type TDistributorUpdateRequestInput,
  type TDistributorVerifyRequest,
  type TCreditDecisionRequestInput,
  type TManualCreditRequestInput,
} from '@backoffice/domain/distribution';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { distributionKeys } from './query-keys';

const at = (code: string, call = '') => `/distributors/${encodeURIComponent(code)}/${call}`;

/** Sends one write with its submission's Idempotency-Key (a retry replays, never repeats). */
const write = <TAnswer>(
  path: string,
  method: RequestOptions['method'],
  body: unknown,
  key: string,
  schema: z.ZodType<TAnswer>,
) => apiRequest<TAnswer>(path, { method, body, schema, headers: submissionHeader(key) });

/** POST /api/distributors/: a new distributor, Disabled - Pending Approval. */
export const createDistributor = (body: TDistributorCreateRequestInput, key: string) =>
  write<DistributorWriteAnswer>('/distributors/', 'POST', body, key, ZDistributorWriteAnswer);

/** PUT /api/distributors/{code}/: the company form's fields, at the version read. */
export const updateDistributor = (
  { code, ...body }: TDistributorUpdateRequestInput & { code: string },
  key: string,
) => write<DistributorWriteAnswer>(at(code), 'PUT', body, key, ZDistributorWriteAnswer);

/** PUT /api/distributors/{code}/enable-disable/: the status only FINANCE sets. */
export const setDistributorStatus = (
  { code, ...body }: TDistributorStatusRequest & { code: string },
  key: string,
) =>
  write<DistributorWriteAnswer>(
    at(code, 'enable-disable/'),
    'PUT',
    body,
    key,
    ZDistributorWriteAnswer,
  );

/** PUT /api/distributors/{code}/toggle-dealer-cod/: whether the dealer may order COD. */
export const toggleDealerCod = (
  { code, ...body }: TDealerCodToggleRequest & { code: string },
  key: string,
) =>
  write<DistributorWriteAnswer>(
    at(code, 'toggle-dealer-cod/'),
    'PUT',
    body,
    key,
    ZDistributorWriteAnswer,
  );

/** POST /api/distributors/{code}/verify/: the GSTIN checked again on the GST register. */
export const verifyDistributor = (
  { code, ...body }: TDistributorVerifyRequest & { code: string },
  key: string,
) => write<DistributorWriteAnswer>(at(code, 'verify/'), 'POST', body, key, ZDistributorWriteAnswer);

/** POST /api/distributors/{code}/credit/: a manual credit with its remark. */
export const addManualCredit = (
  { code, ...body }: TManualCreditRequestInput & { code: string },
  key: string,
) => write<ManualCreditAnswer>(at(code, 'credit/'), 'POST', body, key, ZManualCreditAnswer);

/** PUT /api/distributors/{code}/credit-approvals/{id}/: a Finance pod leader's decision. */
export const decideCredit = (
  { code, id, ...body }: TCreditDecisionRequestInput & { code: string; id: number },
  key: string,
) =>
  write<CreditDecisionAnswer>(
    at(code, `credit-approvals/${id}/`),
    'PUT',
    body,
    key,
    ZCreditDecisionAnswer,
  );

/**
 * A distribution write: toasts the server's message and reloads the distributors, also after a
 * refusal (told by the central handler), so the next try starts from them as they are.
 */
function useDistributionWrite<TBody, TAnswer extends { message: string }>(
  send: (body: TBody, key: string) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TAnswer, TBody>({
    mutationFn: send,
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: distributionKeys.all }),
  });
}

export const useCreateDistributor = () => useDistributionWrite(createDistributor);
export const useUpdateDistributor = () => useDistributionWrite(updateDistributor);
export const useSetDistributorStatus = () => useDistributionWrite(setDistributorStatus);
export const useToggleDealerCod = () => useDistributionWrite(toggleDealerCod);
export const useVerifyDistributor = () => useDistributionWrite(verifyDistributor);
export const useAddManualCredit = () => useDistributionWrite(addManualCredit);
export const useDecideCredit = () => useDistributionWrite(decideCredit);
