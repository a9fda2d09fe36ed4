import {
  requiresWarehouse,
  type EscalationCreateDetails,
  type TEscalationForm,
  type TEscalationFormInput,
} from '@backoffice/domain/calls/escalations';
import { Select } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';

const asNumber = (value: string | null) => (value === null ? undefined : Number(value));
const asText = (value: number | null | undefined) => (value == null ? null : String(value));

interface ReasonFieldsProps {
  form: UseFormReturn<TEscalationFormInput, unknown, TEscalationForm>;
  details: EscalationCreateDetails;
}

/**
 * Reason, then its sub-reasons, then the warehouse when the sub-reason offers warehouses.
 * Changing the reason clears the sub-reason and the warehouse; the hidden warehouse is cleared.
 */
export function ReasonFields({ form, details }: ReasonFieldsProps) {
  const [reason, reasonId] = useWatch({ control: form.control, name: ['reason', 'reason_id'] });
  const subReasons = details.reasons.find((r) => r.id === reason)?.sub_reasons ?? [];
  return (
    <>
      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <Select
            label="Reason"
            placeholder="Choose a reason"
            required
            data={details.reasons.map((r) => ({ value: String(r.id), label: r.reason }))}
            value={asText(field.value)}
            onChange={(value) => {
              field.onChange(asNumber(value));
              form.resetField('reason_id', { defaultValue: undefined });
              form.setValue('warehouse_id', null);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="reason_id"
        render={({ field, fieldState }) => (
          <Select
            label="Sub Reason"
            placeholder={reason === undefined ? 'Choose a reason first' : 'Choose a sub reason'}
            required
            disabled={reason === undefined}
            data={subReasons.map((s) => ({ value: String(s.reason_id), label: s.sub_reason }))}
            value={asText(field.value)}
            onChange={(value) => {
              field.onChange(asNumber(value));
              if (!requiresWarehouse(asNumber(value))) form.setValue('warehouse_id', null);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {requiresWarehouse(reasonId) && (
        <Controller
          control={form.control}
          name="warehouse_id"
          render={({ field, fieldState }) => (
            <Select
              label="Warehouse"
              placeholder="Choose the warehouse to act"
              required
              data={details.warehouses.map((w) => ({
                value: String(w.warehouse_id),
                label: `${w.warehouse_name} (${w.city})`,
              }))}
              value={asText(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );
}
