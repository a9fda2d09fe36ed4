import {
  ZSwitchCartEscalationRequest,
  type EscalationCart,
  type EscalationDetails,
  type TSwitchCartEscalationRequest,
} from '@backoffice/domain/calls/escalations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSwitchCartEscalation } from '@/features/calls/escalations/api/switch-cart-escalation';

type SwitchValues = z.input<typeof ZSwitchCartEscalationRequest>;

interface SwitchCartFormProps {
  details: EscalationDetails;
  cart: EscalationCart;
  onDone: () => void;
}

/** Picks the cart of the order that takes one product's place, against the version read. */
export function SwitchCartForm({ details, cart, onDone }: SwitchCartFormProps) {
  const switchCart = useSwitchCartEscalation();
  const form = useForm<SwitchValues, unknown, TSwitchCartEscalationRequest>({
    resolver: zodResolver(ZSwitchCartEscalationRequest),
    defaultValues: {
      escalation_id: details.escalation_id,
      version: details.version,
      cart_pid: cart.cart_pid,
    },
  });
  const submit = form.handleSubmit((request) =>
    switchCart.mutate(request, { onSuccess: onDone, onError: onDone }),
  );
  return (
    <Paper withBorder p="sm" mt="sm">
      <form onSubmit={submit} noValidate aria-label={`Switch cart ${cart.cart_pid}`}>
        <Text size="sm" mb="xs">{`Switch cart ${cart.cart_pid} (${cart.item_name}) for:`}</Text>
        <Group align="flex-end" gap="sm">
          <Controller
            control={form.control}
            name="new_cart_pid"
            render={({ field, fieldState }) => (
              <Select
                label="New cart"
                placeholder="Choose a cart of the order"
                required
                w={360}
                comboboxProps={{ withinPortal: false }}
                data={details.switchable_carts.map((c) => ({
                  value: String(c.cart_pid),
                  label: `${c.cart_pid} · ${c.item_name} · ${c.status_label}`,
                }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={switchCart.isPending}>
            Switch cart
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
