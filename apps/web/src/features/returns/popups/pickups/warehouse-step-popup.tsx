import { ZReturnStepResponse, type PickupRequestRef } from '@backoffice/domain/returns';
import {
  OpenRequestStep,
  type RequestStepPopupProps,
} from '@/features/returns/components/open-request-step';
import { returnsPath } from '@/features/returns/api/paths';

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
  step,
  ...props
}: RequestStepPopupProps & { step: WarehouseStep }) {
  const { path, label } = STEPS[step];
  return (
    <OpenRequestStep
      {...props}
      step={{
        path: returnsPath(path),
        schema: ZReturnStepResponse,
        submitLabel: label,
        body: (ref): PickupRequestRef => ref,
        withComments: false,
      }}
    />
  );
}
