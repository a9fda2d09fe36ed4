import { ScrollArea } from '@mantine/core';
import { useOrderHistory } from '@/features/orders/api/get-order-history';
import { HistoryTable } from './history-table';

/** Modification history of an order (a view of the audit log). */
export function HistoryPopup({ orderRandomId }: { orderRandomId: string }) {
  const history = useOrderHistory(orderRandomId);
  return (
    <ScrollArea.Autosize mah="65vh">
      <HistoryTable
        entries={history.data?.results}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    </ScrollArea.Autosize>
  );
}
