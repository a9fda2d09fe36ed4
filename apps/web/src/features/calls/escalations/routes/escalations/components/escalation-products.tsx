import type { EscalationCart, EscalationDetails } from '@backoffice/domain/calls/escalations';
import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { useCan } from '@/lib/access';
import { SwitchCartForm } from './switch-cart-form';

// Minimums add up to 674 px with Actions: the table fits the details popup (about 750 px).
const COLUMNS: readonly DataTableColumn<EscalationCart>[] = [
  { id: 'cart_pid', header: 'Cart', text: (cart) => String(cart.cart_pid), minWidth: 72, grow: 0 },
  { id: 'item_name', header: 'Product', text: (cart) => cart.item_name, minWidth: 150, grow: 2 },
  { id: 'item_sku', header: 'SKU', text: (cart) => cart.item_sku, minWidth: 130, grow: 1 },
  {
    id: 'item_dimensions',
    header: 'Dimensions',
    text: (cart) => cart.item_dimensions,
    minWidth: 110,
  },
  {
    id: 'item_quantity',
    header: 'Qty',
    text: (cart) => String(cart.item_quantity),
    minWidth: 40,
    grow: 0,
    align: 'end',
  },
  { id: 'status', header: 'Status', text: (cart) => cart.status_label, minWidth: 100 },
];

/** The column of the Switch buttons, offered only to a user who may switch. */
const switchColumn = (
  onSwitch: (cart: EscalationCart) => void,
): DataTableColumn<EscalationCart> => ({
  id: 'actions',
  header: 'Actions',
  text: () => '',
  render: (cart) => (
    <Button
      size="compact-xs"
      variant="light"
      aria-label={`Switch cart ${cart.cart_pid}`}
      onClick={() => onSwitch(cart)}
    >
      Switch
    </Button>
  ),
  minWidth: 72,
  grow: 0,
});

/**
 * The escalation's products. While it is Open or In Progress and the order has a free cart, a
 * user who works orders may switch a product for another cart of the order.
 */
export function EscalationProducts({ details }: { details: EscalationDetails }) {
  const allows = useCan();
  // The capability the server checks on switch-cart-escalation (the roles that work orders).
  const maySwitch = allows('escalations:switch-cart') && details.switchable_carts.length > 0;
  const [switching, setSwitching] = useState<EscalationCart | null>(null);
  const columns = useMemo(
    () => (maySwitch ? [...COLUMNS, switchColumn(setSwitching)] : COLUMNS),
    [maySwitch],
  );
  return (
    <>
      <DataTable
        label="Escalated products"
        tableId="calls.escalation-products"
        columns={columns}
        rows={details.cart_details}
        rowId={(cart) => String(cart.cart_pid)}
        emptyText="No products"
        placement="popup"
      />
      {maySwitch && switching && (
        <SwitchCartForm
          key={`${switching.cart_pid}-${details.version}`}
          details={details}
          cart={switching}
          onDone={() => setSwitching(null)}
        />
      )}
    </>
  );
}
