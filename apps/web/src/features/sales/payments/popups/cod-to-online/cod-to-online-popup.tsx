import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import {
  ZCodToOnlineRequest,
  type CodToOnlineCartRow,
  type CodToOnlineTemplate,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, SelectField } from '@/components/form';
import { useIdempotencyKey } from '@/features/sales/components/payments';
import { isStale } from '@/lib/api/api-error';
import { formatPaise, formatRupees } from '@/lib/format';
import { useCodToOnlineTemplate, useCreateCodToOnline } from './cod-to-online-api';
import { QueryView } from '@/components/ui';

/** What the agent chooses: the carts and the via; the amount follows from the carts. */
const ZCodToOnlineChoice = ZCodToOnlineRequest.pick({ cart_ids: true, payment_via: true });
type CodToOnlineChoice = z.input<typeof ZCodToOnlineChoice>;

/** The fields the server checks again (a cart no longer eligible, a via not offered). */
const SERVER_CHECKED_FIELDS = ['cart_ids', 'payment_via'] as const;

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
  // The required messages show once Submit was tried, and go as the fields are filled.
  const form = useForm<CodToOnlineChoice, unknown, z.output<typeof ZCodToOnlineChoice>>({
    resolver: zodResolver(ZCodToOnlineChoice),
    defaultValues: { cart_ids: [] },
  });
  const picked = useWatch({ control: form.control, name: 'cart_ids' });
  const amount = template.carts
    .filter((c) => picked.includes(c.id))
    .reduce((sum, c) => sum + fromWireRupees(c.total_cod), 0);

  const submit = form.handleSubmit(({ cart_ids, payment_via }) =>
    create.mutate(
      {
        request: {
          order_id: template.order_random_id,
          cart_ids,
          amount: toWireRupees(amount),
          payment_via,
          payment_ref_id: null,
          source: 'CRM',
        },
        key,
      },
      {
        onSuccess: close,
        onError: (error) => {
          if (isStale(error)) close();
          else applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
        },
      },
    ),
  );

  return (
    <form aria-label="COD to Online" noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="cart_ids"
          render={({ field, fieldState }) => (
            <>
              <CartPicker carts={template.carts} picked={field.value} onChange={field.onChange} />
              {fieldState.error && (
                <Text size="sm" c="red">
                  {fieldState.error.message ?? fieldState.error.root?.message}
                </Text>
              )}
            </>
          )}
        />
        <Group align="flex-end" justify="space-between">
          <SelectField
            control={form.control}
            name="payment_via"
            label="Payment via"
            required
            data={template.payment_vias}
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
  picked: readonly number[];
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
