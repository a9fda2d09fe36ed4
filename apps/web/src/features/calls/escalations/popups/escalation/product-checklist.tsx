import type { EscalationCartChoice } from '@backoffice/domain/calls/escalations';
import { Checkbox, Stack, Text } from '@mantine/core';

interface ProductChecklistProps {
  carts: readonly EscalationCartChoice[];
  value: number[];
  onChange: (cartPids: number[]) => void;
  error?: string | undefined;
}

/**
 * The order's carts to escalate; a cart that an Open or In Progress escalation holds already
 * cannot be chosen again, and says which escalation holds it.
 */
export function ProductChecklist({ carts, value, onChange, error }: ProductChecklistProps) {
  return (
    <Checkbox.Group
      label="Products"
      required
      value={value.map(String)}
      onChange={(chosen) => onChange(chosen.map(Number))}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {carts.map((cart) => (
          <Checkbox
            key={cart.cart_pid}
            value={String(cart.cart_pid)}
            disabled={cart.open_escalation_id !== null}
            label={`${cart.cart_pid} · ${cart.item_name} (${cart.item_sku}) · ${cart.status_label}`}
            description={
              cart.open_escalation_id === null ? (
                `${cart.item_dimensions} · Qty ${cart.item_quantity}`
              ) : (
                <Text span size="xs" c="orange">
                  {`In open escalation ${cart.open_escalation_id}`}
                </Text>
              )
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
