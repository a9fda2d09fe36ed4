import { ZReturnStepResponse } from '@backoffice/domain/returns';
import { StepPopup } from '@/features/returns/components/step-popup';
import { WithOpenRequest } from '@/features/returns/components/with-open-request';
import { returnsPath } from '@/features/returns/api/paths';
import type { RequestStepPopupProps } from '../request-steps/request-step-popups';

/** The steps of the warehouse end and the courier that take only a confirmation. */
const STEPS = {
  'reached-warehouse': { path: 'reachedWarehouse', label: 'Mark Reached Warehouse' },
  'inward-scan': { path: 'inwardScan', label: 'Mark Inward Scanned' },
  'refresh-pickup': { path: 'refreshPickup', label: 'Check with Courier' },
  'recreate-docket': { path: 'recreateDocket', label: 'Recreate Docket' },
} as const;

export type WarehouseStep = keyof typeof STEPS;

/**
 * One confirmed step on the open request: the product reached the warehouse (32), was inward
 * scanned (33), the courier's attempts read again, or a new docket made for the pickup.
 */
export function WarehouseStepPopup({
  order,
  cart,
  close,
  step,
}: RequestStepPopupProps & { step: WarehouseStep }) {
  const { path, label } = STEPS[step];
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath(path)}
          schema={ZReturnStepResponse}
          submitLabel={label}
          withComments={false}
          close={close}
        />
      )}
    </WithOpenRequest>
  );
}
