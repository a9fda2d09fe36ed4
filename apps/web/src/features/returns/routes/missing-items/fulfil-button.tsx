import {
  ZMissingItemFulfilledResponse,
  type IssuedItem,
  type MissingItemFulfilledResponse,
} from '@backoffice/domain/returns';
import { Button } from '@mantine/core';
import { useReturnWrite } from '@/features/returns/api/use-return-write';

/** Marks a missing item sent (POST /missing-items/:id/fulfil/ with the version read). */
export function FulfilButton({ item }: { item: IssuedItem }) {
  const fulfil = useReturnWrite<{ version: number }, MissingItemFulfilledResponse>({
    path: `/missing-items/${item.id}/fulfil/`,
    schema: ZMissingItemFulfilledResponse,
    orderRandomId: item.order_random_id,
  });
  return (
    <Button
      size="compact-xs"
      variant="light"
      loading={fulfil.isPending}
      onClick={() => fulfil.mutate({ version: item.version })}
    >
      Mark Sent
    </Button>
  );
}
