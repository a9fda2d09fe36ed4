import { ZReturnStepResponse } from '@backoffice/domain/returns';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '@/components/ui';
import { useLabelForm } from '@/features/returns/api/cart-reads';
import { returnsPath } from '@/features/returns/api/paths';
import { StepPopup } from '@/features/returns/components/step-popup';
import { WithOpenRequest } from '@/features/returns/components/with-open-request';
import type { RequestStepPopupProps } from '../request-steps/request-step-popups';

/**
 * The label form of a return pickup (returns/label-form): the warehouse the product goes back
 * to; Generate Docket books the courier's reverse docket (returns/create-docket/).
 */
export function LabelFormPopup({ order, cart, close }: RequestStepPopupProps) {
  const form = useLabelForm(cart.cart_pid);
  const [warehouse, setWarehouse] = useState<string | null>(null);
  return (
    <QueryView
      query={form}
      isEmpty={(data) => data.pickup === null}
      emptyText="No pickup is booked"
    >
      {(data) => (
        <WithOpenRequest order={order} cart={cart}>
          {(request, reload) => (
            <StepPopup
              request={request}
              orderRandomId={order.order_random_id}
              reload={reload}
              path={returnsPath('createDocket')}
              schema={ZReturnStepResponse}
              submitLabel="Generate Docket"
              withComments={false}
              extra={{ return_pickup_id: data.pickup?.id, warehouse_id: Number(warehouse) }}
              blocked={warehouse === null}
              close={close}
            >
              <Select
                label="Warehouse"
                withAsterisk
                data={data.warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
                value={warehouse}
                onChange={setWarehouse}
              />
            </StepPopup>
          )}
        </WithOpenRequest>
      )}
    </QueryView>
  );
}
