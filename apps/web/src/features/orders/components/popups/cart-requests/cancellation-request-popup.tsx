import {
  ZCancellationRequest,
  type OrderCart,
  type OrderDetails,
  type TCancellationRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useRequestCancellation } from '../api/request-cancellation';
import { ConfirmWithComments } from './confirm-with-comments';
import { StaleWriteNotice, useStaleCartWrite } from '@/lib/order-page';

interface CancellationRequestPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/** Asks for a cart to be cancelled, with the customer's reason. */
export function CancellationRequestPopup({ order, cart, close }: CancellationRequestPopupProps) {
  const cancellation = useRequestCancellation(order.order_random_id);
  const form = useForm<TCancellationRequest>({
    resolver: zodResolver(ZCancellationRequest),
    defaultValues: { cart_pid: cart.cart_pid, version: cart.version, reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  // A stale cart keeps the popup and the text typed; Reload takes the cart's new version.
  const stale = useStaleCartWrite(order.order_random_id, cart.cart_pid, (version) =>
    form.setValue('version', version),
  );
  const submit = form.handleSubmit((request) =>
    cancellation.mutate(request, {
      onSuccess: close,
      onError: stale.onError,
    }),
  );
  return (
    <ConfirmWithComments
      name="Cancellation request"
      subject={`Cancellation of ${cart.item_name} (cart ${cart.cart_pid})`}
      label="Reason"
      field={form.register('reason')}
      typed={reason.trim() !== ''}
      error={form.formState.errors.reason?.message}
      confirmLabel="Request Cancellation"
      pending={cancellation.isPending}
      onSubmit={submit}
      onCancel={close}
      notice={<StaleWriteNotice stale={stale} />}
    />
  );
}
