import { FUTURE_DELIVERY_CLOSE_MS } from '@backoffice/domain/core/constants';
import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import {
  FUTURE_DELIVERY_MESSAGES,
  type FutureDeliveryOffer,
} from '@backoffice/domain/sales/payments';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDate } from '@/lib/format';
import { DeliveryCalendar } from './delivery-calendar';
import { useFutureDeliveryOffer, useUpdateDeliveryDate } from './future-delivery-api';
import { QueryView } from '@/components/ui';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';

interface FutureDeliveryPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/**
 * The future delivery calendar (001 sections 3 and 4): pick a date inside the offered ranges,
 * Submit, then Confirm or No. With a message, only the message shows. After the update the
 * popup closes by itself one second later (000 section 9).
 */
export function FutureDeliveryPopup({ order, cart, close }: FutureDeliveryPopupProps) {
  const offer = useFutureDeliveryOffer(cart.cart_pid);
  return (
    <QueryView query={offer} isEmpty={() => false} emptyText="">
      {(data) =>
        data.message ? (
          <Alert color="yellow">{data.message}</Alert>
        ) : (
          <FutureDeliveryForm
            orderRandomId={order.order_random_id}
            offer={data}
            reload={() => offer.refetch()}
            close={close}
          />
        )
      }
    </QueryView>
  );
}

interface FutureDeliveryFormProps {
  orderRandomId: string;
  offer: FutureDeliveryOffer;
  /** Reads the offer again (the cart's new version) after a stale write. */
  reload: () => Promise<unknown>;
  close: () => void;
}

function FutureDeliveryForm({ orderRandomId, offer, reload, close }: FutureDeliveryFormProps) {
  const update = useUpdateDeliveryDate(orderRandomId);
  // A stale cart keeps the chosen date: the conflict shows with Reload, then Confirm again.
  const stale = useStaleWrite(reload);
  const [date, setDate] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = update.isSuccess;
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(close, FUTURE_DELIVERY_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, close]);

  if (done) return <Alert color="green">{update.data.message}</Alert>;
  if (confirming && date) {
    return (
      <Stack gap="sm" role="group" aria-label="Confirm delivery date">
        <StaleWriteNotice stale={stale} />
        <Text>
          Move the delivery of cart {offer.cart_pid} to {formatDate(`${date}T00:00:00+05:30`)}?
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            No
          </Button>
          <Button
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { cart_pid: offer.cart_pid, version: offer.version, cx_request_date: date },
                { onError: stale.onError },
              )
            }
          >
            Confirm
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {offer.cx_request_date && (
        <Text size="sm" c="dimmed">
          Promised now: {formatDate(`${offer.cx_request_date}T00:00:00+05:30`)}
        </Text>
      )}
      <DeliveryCalendar ranges={offer.date_ranges} value={date} onChange={setDate} />
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            if (!date) {
              setError(FUTURE_DELIVERY_MESSAGES.dateRequired);
              return;
            }
            setError(null);
            setConfirming(true);
          }}
        >
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
