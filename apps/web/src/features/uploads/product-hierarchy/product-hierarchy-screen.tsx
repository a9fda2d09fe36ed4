import { HIERARCHY_MESSAGES, type HierarchyApproval } from '@backoffice/domain/uploads';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router';
import { EmptyState, FailureState, LoadingState, PageHeader } from '@/components/ui';
import { useApproveHierarchy } from './api/approve-hierarchy';
import { useHierarchyRequest } from './api/get-hierarchy-request';
import { usePendingRequests } from './api/get-pending-requests';
import { ApprovalsTable } from './approvals-table';
import { RequestPicker } from './request-picker';

/** The request of the address (?requesting_id=), or null without a valid one. */
function useRequestingId(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('requesting_id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  return [id, (next) => setParams({ requesting_id: String(next) })];
}

/**
 * /product-hierarchy-approval (?requesting_id=): the rows of a product configuration request,
 * each with Approve until it is approved, and Approve All for every pending row.
 */
export function ProductHierarchyScreen() {
  const [named, choose] = useRequestingId();
  const pending = usePendingRequests();
  const requestId = named ?? pending.data?.results[0]?.request_id ?? null;
  const request = useHierarchyRequest(requestId);
  const approve = useApproveHierarchy();

  const approveRows = (approvals: readonly HierarchyApproval[]) => {
    if (requestId === null) return;
    approve.mutate(
      { request_id: requestId, approval_ids: approvals.map((a) => a.approval_id) },
      { onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }) },
    );
  };
  const nothingPending = request.data?.pending === 0;

  return (
    <>
      <PageHeader
        title="Approve Product Hierarchy"
        right={
          <Button
            disabled={!request.data || nothingPending || approve.isPending}
            onClick={() => approveRows([])}
          >
            Approve All
          </Button>
        }
      />
      <Stack gap="md">
        {pending.isError && (
          <FailureState error={pending.error} onRetry={() => void pending.refetch()} />
        )}
        {pending.data && (pending.data.results.length > 0 || named !== null) && (
          <RequestPicker requests={pending.data.results} value={requestId} onChange={choose} />
        )}
        {requestId === null && pending.data && <EmptyState text={HIERARCHY_MESSAGES.nonePending} />}
        {(pending.isPending || request.isLoading) && <LoadingState />}
        {request.isError && (
          <FailureState error={request.error} onRetry={() => void request.refetch()} />
        )}
        {nothingPending && <EmptyState text={HIERARCHY_MESSAGES.nonePending} />}
        {request.data && (
          <ApprovalsTable
            approvals={request.data.approval_requests}
            approving={approve.isPending}
            onApprove={(approval) => approveRows([approval])}
          />
        )}
      </Stack>
    </>
  );
}
