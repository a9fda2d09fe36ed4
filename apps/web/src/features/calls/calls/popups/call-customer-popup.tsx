import { CLICK_TO_CALL_MESSAGES } from '@backoffice/domain/calls/calls';
import { OUTGOING_NUMBER_PREFIX } from '@backoffice/domain/core/validation';
import type { OrderDetails } from '@backoffice/domain/orders';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { usePlaceCall } from '@/lib/calls/place-call';
import { useCurrentUser } from '@/lib/session/get-user-details';

/** The customer's numbers on the order, each once: mobile, alternate, shipping address's. */
export function numbersToCall(order: OrderDetails): { label: string; number: string }[] {
  const candidates = [
    { label: 'Mobile', number: order.customer.mobile_number },
    { label: 'Alternate mobile', number: order.customer.alternate_mobile_number },
    { label: 'Shipping mobile', number: order.shipping_address.mobile_number },
  ];
  const seen = new Set<string>();
  return candidates.flatMap(({ label, number }) => {
    if (!number || seen.has(number)) return [];
    seen.add(number);
    return [{ label, number }];
  });
}

/**
 * Click-to-call from the order page: the agent's phone rings, then the customer's. The call is
 * about this order, so its disposition offers the order's products; the Dialer panel follows it.
 */
export function CallCustomerPopup({ order, close }: { order: OrderDetails; close: () => void }) {
  const { user } = useCurrentUser();
  const place = usePlaceCall();
  if (!user?.contact) {
    return <Alert color="yellow">{CLICK_TO_CALL_MESSAGES.noContact}</Alert>;
  }
  const agentNumber = user.contact;
  const [first] = order.carts;
  const about = {
    order_random_id: order.order_random_id,
    affiliate_id: order.affiliate_id,
    clicked_cart_id: first?.cart_pid ?? null,
    status_id: first?.orm_order_status ?? null,
    carts: order.carts.map((c) => ({
      cart_pid: c.cart_pid,
      item_name: c.item_name,
      status_label: c.status_label,
    })),
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Your phone ({OUTGOING_NUMBER_PREFIX} {agentNumber}) rings first; the customer is called once
        you answer.
      </Text>
      {numbersToCall(order).map(({ label, number }) => (
        <Group key={number} justify="space-between">
          <div>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>
              {OUTGOING_NUMBER_PREFIX} {number}
            </Text>
          </div>
          <Button
            color="green"
            leftSection={<IconPhoneCall size={16} />}
            aria-label={`Call ${label}`}
            loading={place.isPending && place.variables.customerNumber === number}
            disabled={place.isPending}
            onClick={() =>
              place.mutate({ agentNumber, customerNumber: number, about }, { onSuccess: close })
            }
          >
            Call
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
