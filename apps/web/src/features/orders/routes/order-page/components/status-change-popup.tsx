import type { OrderCart } from '@backoffice/domain/orders';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useUpdateOrder } from '@/features/orders/api/update-order';
import { StaleWriteNotice, useStaleCartWrite } from '@/lib/order-page';
import { StatusChangeForm } from './status-change-form';

interface StatusChangePopupProps {
  orderRandomId: string;
  /** The order's channel: a marketplace-fulfilled cart changes through its own call. */
  affiliateId: number;
  cart: OrderCart;
  close: () => void;
}

/**
 * The status change of one cart. The popup closes once the change went through. A refusal keeps
 * it open with the agent's input; so does a stale cart (changed by someone else), with the
 * conflict shown and Reload, after which the next try names the cart's new version.
 */
export function StatusChangePopup({
  orderRandomId,
  affiliateId,
  cart,
  close,
}: StatusChangePopupProps) {
  const update = useUpdateOrder(orderRandomId, affiliateId);
  const [version, setVersion] = useState(cart.version);
  const stale = useStaleCartWrite(orderRandomId, cart.cart_pid, setVersion);
  return (
    <Stack gap="sm">
      <StaleWriteNotice stale={stale} />
      <StatusChangeForm
        cart={cart}
        pending={update.isPending}
        onCancel={close}
        onSubmit={(request) =>
          update.mutate(
            { ...request, version },
            { onSuccess: (answer) => answer.success && close(), onError: stale.onError },
          )
        }
      />
    </Stack>
  );
}
