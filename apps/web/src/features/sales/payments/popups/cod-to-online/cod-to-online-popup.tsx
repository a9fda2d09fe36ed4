import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import {
  COD_TO_ONLINE_MESSAGES,
  type CodToOnlineCartRow,
  type CodToOnlineTemplate,
} from '@backoffice/domain/sales/payments';
import { Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useIdempotencyKey } from '@/features/sales/components/payments';
import { formatPaise, formatRupees } from '@/lib/format';
import { useCodToOnlineTemplate, useCreateCodToOnline } from './cod-to-online-api';
import { QueryView } from '@/components/ui';
import { closeWhenStale } from '@/lib/order-page';

interface CodToOnlinePopupProps {
  orderRandomId: string;
  close: () => void;
}

/**
 * COD to online (001 sections 2 and 5): only eligible carts can be picked (default orders, COD
 * payable above 0, not cancelled, delivered or RTS); payment via is required. Via Juspay the
 * customer gets a cto payment link for the carts' COD payable.
 */
export function CodToOnlinePopup({ orderRandomId, close }: CodToOnlinePopupProps) {
  const template = useCodToOnlineTemplate(orderRandomId);
  return (
    <QueryView
      query={template}
      isEmpty={(t) => t.carts.length === 0}
      emptyText="No Cart Items Found..."
    >
      {(data) => <CodToOnlineForm template={data} close={close} />}
    </QueryView>
  );
}

function CodToOnlineForm({
  template,
  close,
}: {
  template: CodToOnlineTemplate;
  close: () => void;
}) {
  const create = useCreateCodToOnline(template.order_random_id);
  const [key] = useIdempotencyKey();
  const [picked, setPicked] = useState<number[]>([]);
  const [via, setVia] = useState<string | null>(null);
  // The required messages show once Submit was tried, and go as the fields are filled.
  const [tried, setTried] = useState(false);
  const errors = {
    cart_ids: tried && picked.length === 0 ? COD_TO_ONLINE_MESSAGES.required : undefined,
    payment_via: tried && !via ? COD_TO_ONLINE_MESSAGES.required : undefined,
  };
  const amount = template.carts
    .filter((c) => picked.includes(c.id))
    .reduce((sum, c) => sum + fromWireRupees(c.total_cod), 0);

  const submit = () => {
    setTried(true);
    if (picked.length === 0 || !via) return;
    create.mutate(
      {
        request: {
          order_id: template.order_random_id,
          cart_ids: picked,
          amount: toWireRupees(amount),
          payment_via: via,
          payment_ref_id: null,
          source: 'CRM',
        },
        key,
      },
      { onSuccess: close, onError: closeWhenStale(close) },
    );
  };

  return (
    <form
      aria-label="COD to Online"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <CartPicker carts={template.carts} picked={picked} onChange={setPicked} />
        {errors.cart_ids && (
          <Text size="sm" c="red">
            {errors.cart_ids}
          </Text>
        )}
        <Group align="flex-end" justify="space-between">
          <Select
            label="Payment via"
            required
            data={template.payment_vias}
            value={via}
            onChange={setVia}
            error={errors.payment_via}
            w={240}
          />
          <Text fw={600} aria-label="Amount to pay online">
            Amount: {formatPaise(amount)}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Move to Online
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CartPickerProps {
  carts: readonly CodToOnlineCartRow[];
  picked: number[];
  onChange: (picked: number[]) => void;
}

/** The order's carts; a cart that may not move shows why and cannot be ticked. */
function CartPicker({ carts, picked, onChange }: CartPickerProps) {
  return (
    <Table aria-label="Carts" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} />
          <Table.Th>Cart</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>COD payable</Table.Th>
          <Table.Th>Paid online</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {carts.map((cart) => (
          <Table.Tr key={cart.id}>
            <Table.Td>
              <Checkbox
                aria-label={`Cart ${cart.id}`}
                disabled={cart.refusal !== null}
                checked={picked.includes(cart.id)}
                onChange={(event) =>
                  onChange(
                    event.currentTarget.checked
                      ? [...picked, cart.id]
                      : picked.filter((id) => id !== cart.id),
                  )
                }
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {cart.item_name} x {cart.item_quantity}
              </Text>
              <Text size="xs" c="dimmed">
                Cart {cart.id}
                {cart.refusal ? ` · ${cart.refusal}` : ''}
              </Text>
            </Table.Td>
            <Table.Td>{cart.status_label}</Table.Td>
            <Table.Td>{formatRupees(cart.total_cod)}</Table.Td>
            <Table.Td>{formatRupees(cart.total_online)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
