import type { EscalationCart, EscalationDetails } from '@backoffice/domain/calls/escalations';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '@/lib/access';
import { SwitchCartForm } from './switch-cart-form';

const COLUMNS = ['Cart', 'Product', 'SKU', 'Dimensions', 'Qty', 'Status'];

/**
 * The escalation's products. While it is Open or In Progress and the order has a free cart, a
 * user who works orders may switch a product for another cart of the order.
 */
export function EscalationProducts({ details }: { details: EscalationDetails }) {
  const allows = useCan();
  // The capability the server checks on switch-cart-escalation (the roles that work orders).
  const maySwitch = allows('escalations:switch-cart') && details.switchable_carts.length > 0;
  const [switching, setSwitching] = useState<EscalationCart | null>(null);
  return (
    <>
      <Table withTableBorder verticalSpacing={6} aria-label="Escalated products">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            {maySwitch && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.cart_details.map((cart) => (
            <Table.Tr key={cart.cart_pid}>
              <Table.Td>{cart.cart_pid}</Table.Td>
              <Table.Td>{cart.item_name}</Table.Td>
              <Table.Td>{cart.item_sku}</Table.Td>
              <Table.Td>{cart.item_dimensions}</Table.Td>
              <Table.Td>{cart.item_quantity}</Table.Td>
              <Table.Td>{cart.status_label}</Table.Td>
              {maySwitch && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Switch cart ${cart.cart_pid}`}
                    onClick={() => setSwitching(cart)}
                  >
                    Switch
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
