import { ScrollArea } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui';
import { useOrderHistory } from '@/features/orders/api/get-order-history';
import { HistoryTable } from './history-table';

/** Modification history of an order (a view of the audit log). */
export function HistoryPopup({ orderRandomId }: { orderRandomId: string }) {
  const history = useOrderHistory(orderRandomId);
  if (history.isPending) return <LoadingState />;
  if (history.isError) {
    return <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />;
  }
  if (history.data.results.length === 0) return <EmptyState text="No changes yet" />;
  return (
    <ScrollArea.Autosize mah="65vh">
      <HistoryTable entries={history.data.results} />
    </ScrollArea.Autosize>
  );
}
