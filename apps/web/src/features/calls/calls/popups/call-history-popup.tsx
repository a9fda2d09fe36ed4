import { CALL_SEARCH_MESSAGES } from '@backoffice/domain/calls/calls';
import { CallDetailsTable, QueryView } from '@/components/ui';
import { useOrderCalls } from '@/features/calls/calls/api/get-order-calls';

/** The order's calls with their recordings (the call recordings popup, 000 section 2). */
export function CallHistoryPopup({ orderRandomId }: { orderRandomId: string }) {
  const calls = useOrderCalls(orderRandomId);
  return (
    <QueryView
      query={calls}
      isEmpty={(page) => page === null}
      emptyText={CALL_SEARCH_MESSAGES.noData}
    >
      {(page) => <CallDetailsTable calls={page?.results ?? []} />}
    </QueryView>
  );
}
