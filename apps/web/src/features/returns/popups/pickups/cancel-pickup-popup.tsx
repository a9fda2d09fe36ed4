import { ZReturnStepResponse, type CancelPickup } from '@backoffice/domain/returns';
import {
  OpenRequestStep,
  type RequestStepPopupProps,
} from '@/features/returns/components/open-request-step';
import { returnsPath } from '@/features/returns/api/paths';

/** Cancel the booked return pickup, saying why (returns/cancel-return-pickup/). */
export function CancelPickupPopup(props: RequestStepPopupProps) {
  return (
    <OpenRequestStep
      {...props}
      step={{
        path: returnsPath('cancelPickup'),
        schema: ZReturnStepResponse,
        submitLabel: 'Cancel Pickup',
        body: (ref, values): CancelPickup => ({ ...ref, comments: values.comments.trim() }),
        commentsRequired: true,
      }}
    />
  );
}
