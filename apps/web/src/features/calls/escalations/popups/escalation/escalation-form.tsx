import {
  escalationFormSchema,
  type EscalationCreateDetails,
  type TEscalationForm,
  type TEscalationFormInput,
} from '@backoffice/domain/calls/escalations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateEscalation } from '@/features/calls/escalations/api/create-escalation';
import { ConfirmEscalation } from './confirm-escalation';
import { ProductChecklist } from './product-checklist';
import { ReasonFields } from './reason-fields';

interface EscalationFormProps {
  details: EscalationCreateDetails;
  close: () => void;
}

/**
 * Channel, reason, sub-reason, warehouse and tickets when the order offers them, at least one
 * product (001 section 5), then a confirm step inside the popup: a refusal leaves the form as
 * it was filled.
 */
export function EscalationForm({ details, close }: EscalationFormProps) {
  const schema = useMemo(
    () => escalationFormSchema({ ticket_ids: details.tickets.map((t) => t.ticket_id) }),
    [details.tickets],
  );
  const form = useForm<TEscalationFormInput, unknown, TEscalationForm>({
    resolver: zodResolver(schema),
    defaultValues: { warehouse_id: null, ticket_ids: [], cart_pids: [] },
  });
  const [confirming, setConfirming] = useState<TEscalationForm | null>(null);
  const create = useCreateEscalation(details.order_random_id);

  if (confirming) {
    return (
      <ConfirmEscalation
        details={details}
        values={confirming}
        pending={create.isPending}
        onBack={() => setConfirming(null)}
        onConfirm={() =>
          create.mutate(
            {
              order_random_id: details.order_random_id,
              affiliate_id: details.affiliate_id,
              channel_id: confirming.channel_id,
              reason_id: confirming.reason_id,
              warehouse_id: confirming.warehouse_id ?? null,
              ticket_ids: confirming.ticket_ids,
              cart_pids: confirming.cart_pids,
            },
            { onSuccess: close, onError: () => setConfirming(null) },
          )
        }
      />
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(setConfirming)}
      noValidate
      aria-label={`Escalation of order ${details.order_random_id}`}
    >
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="channel_id"
          render={({ field, fieldState }) => {
            const chosen = details.channels.find((c) => c.channel_id === field.value);
            return (
              <Select
                label="Channel"
                placeholder="Where did the customer escalate?"
                required
                data={details.channels.map((c) => ({
                  value: String(c.channel_id),
                  label: c.channel_name,
                }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                onBlur={field.onBlur}
                description={chosen?.channel_description}
                error={fieldState.error?.message}
              />
            );
          }}
        />
        <ReasonFields form={form} details={details} />
        {details.tickets.length > 0 && (
          <Controller
            control={form.control}
            name="ticket_ids"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Tickets"
                placeholder="Link the customer's tickets"
                required
                data={details.tickets.map((t) => ({
                  value: String(t.ticket_id),
                  label: `#${t.ticket_id} · ${t.subject} (${t.status_label})`,
                }))}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="cart_pids"
          render={({ field, fieldState }) => (
            <ProductChecklist
              carts={details.carts}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Create Escalation</Button>
        </Group>
      </Stack>
    </form>
  );
}
