import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import {
  ZReplacementResponse,
  type CartRequest,
  type ZCreateReplacement,
  type ZEditReplacement,
  type Replacement,
  type ReplacementResponse,
} from '@backoffice/domain/returns';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { RequestSummary } from '@/features/returns/components/request-summary';
import { WithOpenRequest } from '@/features/returns/components/with-open-request';
import { isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';
import { formatRupees } from '@/lib/format';
import { priceField, ReplacementForm, type ReplacementValues } from './replacement-form';

interface ReplacementPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/**
 * Create the replacement of an approved replacement request (/replacements/create/,
 * 'Replacement Created!'), then modify it while it is not invoiced (PUT edit-replacement/,
 * 'Replacement Modified!'). A request that has its replacement already (the cart's requests read
 * answers it) opens on the modification.
 */
export function ReplacementPopup({ order, cart, close }: ReplacementPopupProps) {
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <ReplacementSteps
          order={order}
          cart={cart}
          request={request}
          reload={reload}
          close={close}
        />
      )}
    </WithOpenRequest>
  );
}

interface ReplacementStepsProps extends ReplacementPopupProps {
  request: CartRequest;
  reload: () => Promise<unknown>;
}

function ReplacementSteps({ order, cart, request, reload, close }: ReplacementStepsProps) {
  const [replacement, setReplacement] = useState<Replacement | null>(request.replacement);
  const stale = useStaleWrite(reload);
  const create = useReturnWrite<z.input<typeof ZCreateReplacement>, ReplacementResponse>({
    path: '/replacements/create/',
    schema: ZReplacementResponse,
    orderRandomId: order.order_random_id,
  });
  const edit = useReturnWrite<z.input<typeof ZEditReplacement>, ReplacementResponse>({
    path: '/edit-replacement/',
    method: 'PUT',
    schema: ZReplacementResponse,
    orderRandomId: order.order_random_id,
  });
  // A stale write shows the notice; any other refusal goes to the form's fields.
  const failed = (onFieldError: (error: Error) => void) => (error: Error) =>
    isStale(error) ? stale.onError(error) : onFieldError(error);
  const createOne = (
    { dealer_cx_price, ...values }: ReplacementValues,
    onFieldError: (error: Error) => void,
  ) =>
    create.mutate(
      {
        request_id: request.id,
        version: request.version,
        ...values,
        ...priceField(dealer_cx_price),
      },
      {
        onSuccess: (answer) => setReplacement(answer.replacement),
        onError: failed(onFieldError),
      },
    );
  const modify =
    (current: Replacement) =>
    ({ dealer_cx_price, ...values }: ReplacementValues, onFieldError: (error: Error) => void) =>
      edit.mutate(
        {
          replacement_id: current.id,
          version: current.version,
          ...values,
          ...priceField(dealer_cx_price),
        },
        { onSuccess: close, onError: failed(onFieldError) },
      );
  return (
    <Stack gap="sm">
      <RequestSummary request={request} />
      {replacement === null ? (
        <ReplacementForm
          initial={{
            item_sku: cart.item_sku,
            item_dimensions: cart.item_dimensions,
            quantity: request.quantity,
            dealer_cx_price: null,
          }}
          cartQuantity={cart.item_quantity}
          submitLabel="Create Replacement"
          pending={create.isPending}
          notice={<StaleWriteNotice stale={stale} />}
          onSubmit={createOne}
        />
      ) : (
        <>
          <Alert color="green" title="Replacement created">
            <Text size="sm">
              {`${replacement.item_name} (${replacement.item_sku}) x ${replacement.quantity}${
                replacement.dealer_cx_price === null
                  ? ''
                  : ` at ${formatRupees(replacement.dealer_cx_price)}`
              }${replacement.new_cart_pid === null ? '' : `, cart ${replacement.new_cart_pid}`}`}
            </Text>
          </Alert>
          <ReplacementForm
            key={replacement.version}
            initial={{
              item_sku: replacement.item_sku,
              item_dimensions: replacement.item_dimensions,
              quantity: replacement.quantity,
              dealer_cx_price: replacement.dealer_cx_price,
            }}
            cartQuantity={cart.item_quantity}
            submitLabel="Modify Replacement"
            pending={edit.isPending}
            notice={<StaleWriteNotice stale={stale} />}
            onSubmit={modify(replacement)}
          />
        </>
      )}
    </Stack>
  );
}
