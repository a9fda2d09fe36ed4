import { CALL_SEARCH_MESSAGES } from '@backoffice/domain/calls/calls';
import { CallDetailsTable } from '@/components/ui';
import { useOrderCalls } from '@/features/calls/calls/api/get-order-calls';

/** The order's calls with their recordings (the call recordings popup, 000 section 2). */
export function CallHistoryPopup({ orderRandomId }: { orderRandomId: string }) {
  const calls = useOrderCalls(orderRandomId);
  return (
    <CallDetailsTable
      placement="popup"
      // 204 (no calls) is null: the table shows 'No Data Available'.
      calls={calls.data === null ? [] : calls.data?.results}
      error={calls.error}
      onRetry={() => void calls.refetch()}
      emptyText={CALL_SEARCH_MESSAGES.noData}
    />
  );
}
