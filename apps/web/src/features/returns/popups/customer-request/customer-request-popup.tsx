import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import {
  ZRequestActionResponse,
  type CreateDataResponse,
  type RequestActionResponse,
} from '@backoffice/domain/returns';
import { onlinePaymentVias } from '@backoffice/domain/sales/payments';
import { Alert, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DynamicForm, submittedAnswers, useDynamicForm } from '@/components/dynamic-form';
import { ErrorState, LoadingState } from '@/components/ui';
import { useCreateData } from '@/features/returns/api/get-create-data';
import { returnKeys } from '@/features/returns/api/query-keys';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';
import { useCurrentUser } from '@/lib/session/get-user-details';

interface CustomerRequestPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/**
 * The customer request form (001 section 2): loaded from the create-data call, drawn by the
 * dynamic form, sent to POST /initiate-return-or-replacement/ as multipart (the photos as parts)
 * with the cart's version and an Idempotency-Key.
 */
export function CustomerRequestPopup({ order, cart, close }: CustomerRequestPopupProps) {
  const data = useCreateData(order.affiliate_id, cart.cart_pid);
  if (data.isPending) return <LoadingState />;
  if (data.isError) {
    return <ErrorState message={data.error.message} onRetry={() => void data.refetch()} />;
  }
  if (!data.data.can_request) {
    return (
      <Alert color="orange" title="A request cannot be raised now">
        {data.data.refusal ?? 'This cart takes no request now'}
      </Alert>
    );
  }
  return <RequestForm order={order} data={data.data} close={close} />;
}

interface RequestFormProps {
  order: OrderDetails;
  data: CreateDataResponse;
  close: () => void;
}

function RequestForm({ order, data, close }: RequestFormProps) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const form = useDynamicForm(data.fields);
  const write = useReturnWrite<FormData, RequestActionResponse>({
    path: '/initiate-return-or-replacement/',
    schema: ZRequestActionResponse,
    orderRandomId: order.order_random_id,
  });
  // A stale cart (409): Reload reads the form's data again, with the cart's new version.
  const stale = useStaleWrite(() =>
    queryClient.refetchQueries({
      queryKey: returnKeys.createData(data.cart.affiliate_id, data.cart.cart_pid),
    }),
  );
  const vias = user ? onlinePaymentVias(user).map((method) => method.name) : [];
  const submit = () =>
    write.mutate(
      submittedAnswers(data.fields, form.answers, {
        affiliate_id: data.cart.affiliate_id,
        cart_pid: data.cart.cart_pid,
        version: data.cart.version,
      }),
      { onSuccess: close, onError: stale.onError },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{`${data.cart.item_name} (${data.cart.item_sku}) x ${data.cart.item_quantity} · ${data.cart.status_label}`}</Text>
      <DynamicForm
        form={form}
        submitLabel="Submit Request"
        onSubmit={submit}
        pending={write.isPending}
        paymentVias={vias}
        notice={<StaleWriteNotice stale={stale} />}
        onCancel={close}
      />
    </Stack>
  );
}
