import { ZReturnStepResponse } from '@backoffice/domain/returns';
import { StepPopup } from '@/features/returns/components/step-popup';
import { WithOpenRequest } from '@/features/returns/components/with-open-request';
import { returnsPath } from '@/features/returns/api/paths';
import type { RequestStepPopupProps } from '../request-steps/request-step-popups';

/** Cancel the booked return pickup, saying why (returns/cancel-return-pickup/). */
export function CancelPickupPopup({ order, cart, close }: RequestStepPopupProps) {
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath('cancelPickup')}
          schema={ZReturnStepResponse}
          submitLabel="Cancel Pickup"
          commentsRequired
          close={close}
        />
      )}
    </WithOpenRequest>
  );
}
