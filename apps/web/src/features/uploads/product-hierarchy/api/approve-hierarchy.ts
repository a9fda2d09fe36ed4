import {
  type ApproveHierarchyAnswer,
  type ApproveHierarchyRequest,
  ZApproveHierarchyAnswer,
} from '@backoffice/domain/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { hierarchyKeys } from './query-keys';

/** approve {request_id, approval_ids}: POST /api/product-hierarchy-approval/approve/. */
export function approveHierarchy(
  body: ApproveHierarchyRequest,
  key: string,
): Promise<ApproveHierarchyAnswer> {
  return apiRequest('/product-hierarchy-approval/approve/', {
    schema: ZApproveHierarchyAnswer,
    method: 'POST',
    body,
    headers: submissionHeader(key),
  });
}

/** Approves rows of a request (an empty list: all); the request and the pending list refresh. */
export function useApproveHierarchy() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: approveHierarchy,
    onSuccess: (answer) => {
      queryClient.setQueryData(hierarchyKeys.request(answer.request.request_id), answer.request);
      void queryClient.invalidateQueries({ queryKey: hierarchyKeys.pending() });
    },
  });
}
