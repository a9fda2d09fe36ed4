import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import { ZAssignCetRequest, type TAssignCetRequest } from '@backoffice/domain/calls/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMembers } from '@/lib/members/get-members';
import { StaleWriteNotice, useReloadOrder, useStaleWrite } from '@/lib/order-page';
import { agentsForCarts, listRoleOf } from './agent-options';
import { useAssignCarts } from './assign-carts';
import { CurrentAgent } from './current-agent';

interface AssignAgentPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/**
 * A Team Leader gives the cart (and, if chosen, other carts of the order) to an agent who works
 * its list. The agents offered are the team's active members the domain's rule accepts for
 * every chosen cart; each cart goes with the version the page read. A stale cart keeps the popup
 * open with what was chosen, the conflict shown and Reload, after which the chosen carts go with
 * their new versions.
 */
export function AssignAgentPopup({ order, cart, close }: AssignAgentPopupProps) {
  const assign = useAssignCarts(order.order_random_id);
  const members = useMembers({ role: listRoleOf(cart.orm_order_status) });
  const [carts, setCarts] = useState(order.carts);
  const form = useForm<TAssignCetRequest>({
    resolver: zodResolver(ZAssignCetRequest),
    defaultValues: {
      order_random_id: order.order_random_id,
      carts: [{ cart_pid: cart.cart_pid, version: cart.version }],
      comment: '',
    },
  });
  const reloadOrder = useReloadOrder(order.order_random_id);
  const stale = useStaleWrite(async () => {
    const reloaded = await reloadOrder();
    if (!reloaded) return;
    setCarts(reloaded.carts);
    form.setValue(
      'carts',
      form.getValues('carts').map((chosenCart) => ({
        cart_pid: chosenCart.cart_pid,
        version:
          reloaded.carts.find((c) => c.cart_pid === chosenCart.cart_pid)?.version ??
          chosenCart.version,
      })),
    );
  });
  const chosen = useWatch({ control: form.control, name: 'carts' });
  const chosenCarts = carts.filter((c) => chosen.some((x) => x.cart_pid === c.cart_pid));
  const agents = agentsForCarts(members.data?.results ?? [], chosenCarts);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((request) =>
    assign.mutate(request, { onSuccess: close, onError: stale.onError }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Assign to agent">
      <Stack gap="sm">
        <StaleWriteNotice stale={stale} />
        <CurrentAgent orderRandomId={order.order_random_id} />
        <Controller
          control={form.control}
          name="carts"
          render={({ field }) => (
            <Checkbox.Group
              label="Carts"
              value={field.value.map((c) => String(c.cart_pid))}
              onChange={(values) =>
                field.onChange(
                  carts
                    .filter((c) => values.includes(String(c.cart_pid)))
                    .map((c) => ({ cart_pid: c.cart_pid, version: c.version })),
                )
              }
              error={errors.carts?.message ?? errors.carts?.root?.message}
            >
              <Stack gap={4} mt={4}>
                {carts.map((c) => (
                  <Checkbox
                    key={c.cart_pid}
                    value={String(c.cart_pid)}
                    label={`${c.item_name} (cart ${c.cart_pid}) · ${c.status_label} · ${c.assigned_to?.name ?? 'Unassigned'}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={form.control}
          name="login_id"
          render={({ field }) => (
            <Select
              label="Agent"
              required
              searchable
              placeholder={members.isPending ? 'Loading agents...' : 'Choose an agent'}
              disabled={members.isPending}
              data={agents.map((m) => ({
                value: String(m.login_id),
                label: `${m.name} (${m.login_id})`,
              }))}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              nothingFoundMessage="No agent works all the chosen carts"
              error={
                errors.login_id?.message ??
                (members.isError
                  ? `Could not load the agents: ${members.error.message}`
                  : undefined)
              }
            />
          )}
        />
        <Textarea
          label="Comment"
          description="Optional: why the cart changes hands"
          autosize
          minRows={2}
          error={errors.comment?.message}
          {...form.register('comment')}
        />
        {!members.isPending && agents.length === 0 && (
          <Text size="sm" c="dimmed">
            No active agent works all the chosen carts.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={assign.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
