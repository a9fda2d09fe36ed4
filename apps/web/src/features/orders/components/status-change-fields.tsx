import { SHIPMENT_BLOCK_REASONS, STATUS } from '@backoffice/domain/orders';
import { Select, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

const REASON_OPTIONS = SHIPMENT_BLOCK_REASONS.map((r) => ({ value: String(r.id), label: r.label }));

/** What a status change asks, one cart or many: the new status, Hold's reason, a comment. */
export interface StatusChangeValues {
  orm_order_status?: number;
  shipment_stop_reason?: number | null;
  comment: string;
}

/** A reason goes only with Hold: the server ignores it for any other status. */
export function withHoldReasonOnly<T extends StatusChangeValues>(request: T): T {
  return {
    ...request,
    shipment_stop_reason:
      request.orm_order_status === STATUS.HOLD ? request.shipment_stop_reason : null,
  };
}

interface StatusChangeFieldsProps {
  /** The statuses offered. */
  options: readonly { value: string; label: string }[];
  commentRows: number;
}

/**
 * The fields of a status change inside a form that provides them (FormProvider): New status, the
 * Reason for Hold once Hold is chosen, and the comment.
 */
export function StatusChangeFields({ options, commentRows }: StatusChangeFieldsProps) {
  const form = useFormContext<StatusChangeValues>();
  const target = useWatch({ control: form.control, name: 'orm_order_status' });
  return (
    <>
      <Controller
        control={form.control}
        name="orm_order_status"
        render={({ field, fieldState }) => (
          <Select
            label="New status"
            placeholder="Choose a status"
            data={options}
            required
            value={field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
            error={fieldState.error?.message}
          />
        )}
      />
      {target === STATUS.HOLD && (
        <Controller
          control={form.control}
          name="shipment_stop_reason"
          render={({ field, fieldState }) => (
            <Select
              label="Reason for Hold"
              placeholder="Choose a reason"
              data={REASON_OPTIONS}
              required
              value={field.value == null ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <Textarea
        label="Comment"
        required
        autosize
        minRows={commentRows}
        error={form.formState.errors.comment?.message}
        {...form.register('comment')}
      />
    </>
  );
}
