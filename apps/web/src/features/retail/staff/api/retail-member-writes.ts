import {
  ZCreateRetailMemberAnswer,
  ZRetailMemberAnswer,
  type CreateRetailMemberAnswer,
  type RetailMemberAnswer,
  type TCreateRetailMemberRequest,
  type TRetailMemberRemappingRequest,
  type TToggleRetailMemberRequest,
  type TUpdateRetailMemberRequest,
} from '@backoffice/domain/retail/staff';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { retailStaffKeys } from './query-keys';

/** POST /api/create-retail-member/: the answer carries the first password, shown once. */
export const createRetailMember = (body: TCreateRetailMemberRequest, key: string) =>
  apiRequest<CreateRetailMemberAnswer>('/create-retail-member/', {
    schema: ZCreateRetailMemberAnswer,
    method: 'POST',
    body,
    headers: submissionHeader(key),
  });

/** POSTs a change of a member with its submission's Idempotency-Key. */
const changeAt =
  <TBody>(path: string) =>
  (body: TBody, key: string) =>
    apiRequest<RetailMemberAnswer>(path, {
      schema: ZRetailMemberAnswer,
      method: 'POST',
      body,
      headers: submissionHeader(key),
    });

export const updateRetailMember = changeAt<TUpdateRetailMemberRequest>('/update-retail-member/');
export const toggleRetailMember = changeAt<TToggleRetailMemberRequest>('/toggle-retail-member/');
export const remapRetailMember = changeAt<TRetailMemberRemappingRequest>(
  '/retail-member-remapping/',
);

/**
 * A retail staff write: toasts the server's message and reloads the list, also after a refusal
 * (told by the central handler), so the next try starts from the members as they are.
 */
function useRetailStaffWrite<TBody, TAnswer extends { message: string }>(
  write: (body: TBody, key: string) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation<TAnswer, TBody>({
    mutationFn: write,
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: retailStaffKeys.all }),
  });
}

export const useCreateRetailMember = () => useRetailStaffWrite(createRetailMember);
export const useUpdateRetailMember = () => useRetailStaffWrite(updateRetailMember);
export const useToggleRetailMember = () => useRetailStaffWrite(toggleRetailMember);
export const useRemapRetailMember = () => useRetailStaffWrite(remapRetailMember);
