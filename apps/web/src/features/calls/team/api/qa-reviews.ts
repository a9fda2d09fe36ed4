import {
  type QaReviewResponse,
  type QaReviewsResponse,
  type TQaReviewRequest,
  ZQaReviewResponse,
  ZQaReviewsResponse,
} from '@backoffice/domain/calls/team';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryString } from './query-string';
import { teamKeys } from './query-keys';

/** GET /api/qaandreview/?login_id=: one agent's QA reviews, newest first (first page). */
export function getQaReviews(loginId: number, signal?: AbortSignal): Promise<QaReviewsResponse> {
  return apiRequest(`/qaandreview/${queryString({ login_id: loginId })}`, {
    schema: ZQaReviewsResponse,
    signal,
    silent: true,
  });
}

export const qaReviewsQuery = (loginId: number) =>
  queryOptions({
    queryKey: teamKeys.qaReviews(loginId),
    queryFn: ({ signal }) => getQaReviews(loginId, signal),
  });

export function useQaReviews(loginId: number) {
  return useQuery(qaReviewsQuery(loginId));
}

/** POST /api/qaandreview/: a review of an agent's work. */
export function addQaReview(request: TQaReviewRequest): Promise<QaReviewResponse> {
  return apiRequest('/qaandreview/', { schema: ZQaReviewResponse, method: 'POST', body: request });
}

export function useAddQaReview(loginId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQaReview,
    onSuccess: ({ message }) => {
      notifications.show({ color: 'green', message });
      void queryClient.invalidateQueries({ queryKey: teamKeys.qaReviews(loginId) });
    },
  });
}
