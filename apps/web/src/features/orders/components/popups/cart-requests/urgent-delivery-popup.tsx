import {
  ZUrgentDeliveryRequest,
  type OrderCart,
  type OrderDetails,
  type TUrgentDeliveryRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useRequestUrgentDelivery } from '../api/request-urgent-delivery';
import { ConfirmWithComments } from './confirm-with-comments';
import { StaleWriteNotice, useStaleCartWrite } from '@/lib/order-page';

interface UrgentDeliveryPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/** Asks for a cart to be delivered urgently; the agent says why. */
export function UrgentDeliveryPopup({ order, cart, close }: UrgentDeliveryPopupProps) {
  const urgent = useRequestUrgentDelivery(order.order_random_id);
  const form = useForm<TUrgentDeliveryRequest>({
    resolver: zodResolver(ZUrgentDeliveryRequest),
    defaultValues: { cart_pid: cart.cart_pid, version: cart.version, comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' });
  // A stale cart keeps the popup and the text typed; Reload takes the cart's new version.
  const stale = useStaleCartWrite(order.order_random_id, cart.cart_pid, (version) =>
    form.setValue('version', version),
  );
  const submit = form.handleSubmit((request) =>
    urgent.mutate(request, {
      onSuccess: close,
      onError: stale.onError,
    }),
  );
  return (
    <ConfirmWithComments
      name="Urgent delivery"
      subject={`Urgent delivery of ${cart.item_name} (cart ${cart.cart_pid})`}
      label="Comment"
      field={form.register('comment')}
      typed={comment.trim() !== ''}
      error={form.formState.errors.comment?.message}
      confirmLabel="Request Urgent Delivery"
      pending={urgent.isPending}
      onSubmit={submit}
      onCancel={close}
      notice={<StaleWriteNotice stale={stale} />}
    />
  );
}
