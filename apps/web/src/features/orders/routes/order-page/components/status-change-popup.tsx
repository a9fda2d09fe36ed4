import type { OrderCart } from '@backoffice/domain/orders';
import { isStale } from '@/lib/api/api-error';
import { useUpdateOrder } from '@/features/orders/api/update-order';
import { StatusChangeForm } from './status-change-form';

interface StatusChangePopupProps {
  orderRandomId: string;
  cart: OrderCart;
  close: () => void;
}

/**
 * The status change of one cart. The popup closes once the change went through, or when the
 * cart turned out stale (its copy is out of date; the page reloads the order). A refusal keeps
 * it open with the agent's input.
 */
export function StatusChangePopup({ orderRandomId, cart, close }: StatusChangePopupProps) {
  const update = useUpdateOrder(orderRandomId);
  return (
    <StatusChangeForm
      cart={cart}
      pending={update.isPending}
      onCancel={close}
      onSubmit={(request) =>
        update.mutate(request, {
          onSuccess: (answer) => answer.success && close(),
          onError: (error) => isStale(error) && close(),
        })
      }
    />
  );
}
