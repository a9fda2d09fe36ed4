import type { CartModificationView } from '@backoffice/domain/sales/place-order';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { useCan } from '@/lib/access/use-can';
import { formatDateTime, formatRupees } from '@/lib/format';
import { CancelAddonForm } from './cancel-addon-form';
import { SecondaryText } from '@/features/sales/components/secondary-text';

const DIRECTION = { extra: 'Extra', refund: 'Refund', none: '-' } as const;

const MODIFICATION_COLUMNS: readonly DataTableColumn<CartModificationView>[] = [
  {
    id: 'addon_created_datetime',
    header: 'When',
    text: (m) => formatDateTime(m.addon_created_datetime),
    minWidth: 150,
    grow: 0,
  },
  { id: 'reason', header: 'Reason', text: (m) => m.addon_reason_label, minWidth: 120, grow: 1 },
  {
    id: 'from',
    header: 'From',
    text: (m) => `${m.before.item_sku} x ${m.before.item_quantity}`,
    minWidth: 140,
    grow: 1.5,
  },
  {
    id: 'to',
    header: 'To',
    text: (m) => `${m.addon_item_sku} x ${m.addon_item_quantity}`,
    minWidth: 140,
    grow: 1.5,
  },
  {
    id: 'balance',
    header: 'Balance',
    text: (m) =>
      `${DIRECTION[m.addon_payment_extra_or_refund]} ${formatRupees(m.addon_effective_price)}`,
    minWidth: 120,
    grow: 0,
    align: 'end',
  },
  {
    id: 'payment',
    header: 'Payment',
    text: (m) =>
      `${m.addon_extra_payment_status_label}${m.transaction_id ? ` · ${m.transaction_id}` : ''}`,
    render: (m) => (
      <>
        {m.addon_extra_payment_status_label}
        {m.transaction_id && <SecondaryText>{m.transaction_id}</SecondaryText>}
      </>
    ),
    minWidth: 140,
    grow: 1,
  },
  { id: 'by', header: 'By', text: (m) => m.modified_by?.name ?? '-', minWidth: 110, grow: 1 },
];

/** Cancel payment on a change whose payment link is awaited; disabled while one is cancelled. */
const cancelColumn = (
  busy: boolean,
  onCancel: (id: number) => void,
): DataTableColumn<CartModificationView> => ({
  id: 'actions',
  header: 'Actions',
  text: () => '',
  render: (m) =>
    m.addon_extra_payment_status === 'pending' && (
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        disabled={busy}
        onClick={() => onCancel(m.id)}
      >
        Cancel payment
      </Button>
    ),
  minWidth: 130,
  grow: 0,
  hideable: false,
});

interface ModificationTableProps {
  rows: CartModificationView[];
  /** The cart's channel and id, to read the cart again after a payment is cancelled. */
  affiliateId: number;
  cartPid: number;
}

/**
 * The cart's modifications so far (001 section 3 "Modification history item"), newest first. A
 * change whose payment link is awaited offers Cancel payment to whoever may cancel links.
 */
export function ModificationTable({ rows, affiliateId, cartPid }: ModificationTableProps) {
  const can = useCan();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const mayCancel = can('payments:send-link');
  const chosen = rows.find(
    (m) => m.id === cancelling && m.addon_extra_payment_status === 'pending',
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Cart modifications">
      <Stack gap="sm">
        <Title order={4}>Modifications</Title>
        <DataTable
          label="Modification history"
          tableId="sales.cart-modifications"
          columns={
            mayCancel
              ? [...MODIFICATION_COLUMNS, cancelColumn(chosen !== undefined, setCancelling)]
              : MODIFICATION_COLUMNS
          }
          rows={rows}
          rowId={(m) => String(m.id)}
          emptyText="This cart has not been modified."
        />
        {chosen && (
          <CancelAddonForm
            key={chosen.id}
            addon={chosen}
            affiliateId={affiliateId}
            cartPid={cartPid}
            onDone={() => setCancelling(null)}
          />
        )}
      </Stack>
    </Paper>
  );
}
