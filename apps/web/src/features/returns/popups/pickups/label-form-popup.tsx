import { ZReturnStepResponse, type CreateReturnDocket } from '@backoffice/domain/returns';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '@/components/ui';
import { useLabelForm } from '@/features/returns/api/cart-reads';
import { returnsPath } from '@/features/returns/api/paths';
import {
  OpenRequestStep,
  type RequestStepPopupProps,
} from '@/features/returns/components/open-request-step';

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
        <OpenRequestStep
          order={order}
          cart={cart}
          close={close}
          step={{
            path: returnsPath('createDocket'),
            schema: ZReturnStepResponse,
            submitLabel: 'Generate Docket',
            withComments: false,
            body: (ref): CreateReturnDocket => ({
              ...ref,
              return_pickup_id: data.pickup?.id ?? 0,
              warehouse_id: Number(warehouse),
            }),
            blocked: warehouse === null,
          }}
        >
          <Select
            label="Warehouse"
            withAsterisk
            data={data.warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
            value={warehouse}
            onChange={setWarehouse}
          />
        </OpenRequestStep>
      )}
    </QueryView>
  );
}
