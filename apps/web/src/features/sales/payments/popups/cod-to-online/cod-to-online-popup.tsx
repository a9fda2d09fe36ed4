import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import {
  ZCodToOnlineRequest,
  type CodToOnlineCartRow,
  type CodToOnlineTemplate,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, SelectField } from '@/components/form';
import { soleOption, useIdempotencyKey } from '@/features/sales/components/payments';
import { isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';
import { formatPaise, formatRupees } from '@/lib/format';
import { useCodToOnlineTemplate, useCreateCodToOnline } from './cod-to-online-api';
import { DataTable, QueryView, type DataTableColumn } from '@/components/ui';
import { SecondaryText } from '@/features/sales/components/secondary-text';

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
      {(data) => (
        <CodToOnlineForm template={data} reload={() => template.refetch()} close={close} />
      )}
    </QueryView>
  );
}

function CodToOnlineForm({
  template,
  reload,
  close,
}: {
  template: CodToOnlineTemplate;
  /** Reads the carts again after a stale write. */
  reload: () => Promise<unknown>;
  close: () => void;
}) {
  const create = useCreateCodToOnline(template.order_random_id);
  const stale = useStaleWrite(reload);
  const [key] = useIdempotencyKey();
  // The required messages show once Submit was tried, and go as the fields are filled.
  const form = useForm<CodToOnlineChoice, unknown, z.output<typeof ZCodToOnlineChoice>>({
    resolver: zodResolver(ZCodToOnlineChoice),
    defaultValues: { cart_ids: [], payment_via: soleOption(template.payment_vias) },
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
          if (isStale(error)) stale.onError(error);
          else applyServerErrors(form, error, SERVER_CHECKED_FIELDS);
        },
      },
    ),
  );

  return (
    <form aria-label="COD to Online" noValidate onSubmit={submit}>
      <Stack gap="sm">
        <StaleWriteNotice stale={stale} />
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

const cartNote = (cart: CodToOnlineCartRow) =>
  `Cart ${cart.id}${cart.refusal ? ` · ${cart.refusal}` : ''}`;

const CART_COLUMNS: readonly DataTableColumn<CodToOnlineCartRow>[] = [
  {
    id: 'cart',
    header: 'Cart',
    text: (cart) => `${cart.item_name} x ${cart.item_quantity} · ${cartNote(cart)}`,
    render: (cart) => (
      <>
        {`${cart.item_name} x ${cart.item_quantity}`}
        <SecondaryText>{cartNote(cart)}</SecondaryText>
      </>
    ),
    minWidth: 240,
    grow: 3,
  },
  { id: 'status', header: 'Status', text: (cart) => cart.status_label, minWidth: 120, grow: 1 },
  {
    id: 'total_cod',
    header: 'COD payable',
    text: (cart) => formatRupees(cart.total_cod),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
  // The cart's online part: all of it for an online order, paid or not; for a COD order what
  // paid requests moved online.
  {
    id: 'total_online',
    header: 'Online part',
    text: (cart) => formatRupees(cart.total_online),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
];

/** The order's carts; a cart that may not move shows why and cannot be ticked. */
function CartPicker({ carts, picked, onChange }: CartPickerProps) {
  const pick: DataTableColumn<CodToOnlineCartRow> = {
    id: 'pick',
    header: 'Pick',
    text: () => '',
    render: (cart) => (
      <Checkbox
        size="xs"
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
    ),
    minWidth: 56,
    grow: 0,
  };
  return (
    <DataTable
      label="Carts"
      tableId="sales.cod-to-online-carts"
      columns={[pick, ...CART_COLUMNS]}
      rows={carts}
      rowId={(cart) => String(cart.id)}
      emptyText="No Cart Items Found..."
      placement="popup"
    />
  );
}
