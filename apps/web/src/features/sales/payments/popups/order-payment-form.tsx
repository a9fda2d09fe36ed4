import { onlinePaymentVias } from '@backoffice/domain/sales/payments';
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { PaymentTypeFields, type PaymentFormValues } from '@/features/sales/components/payments';
import { useCurrentUser } from '@/lib/session/get-user-details';

interface OrderPaymentFormProps<
  T extends PaymentFormValues & FieldValues,
  Out extends FieldValues,
> {
  form: UseFormReturn<T, unknown, Out>;
  /** The form's name, as assistive technology reads it. */
  label: string;
  /** What is paid for, above the payment type form. */
  subject: ReactNode;
  /** Anything asked after the payment type form (a comment ...). */
  extra?: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: Out) => void;
  close: () => void;
}

/**
 * A popup's form that takes a payment on the order: what is paid for, the payment type form
 * with the online vias the signed-in user may pick, then Cancel and the popup's own action.
 */
export function OrderPaymentForm<
  T extends PaymentFormValues & FieldValues,
  Out extends FieldValues,
>({
  form,
  label,
  subject,
  extra,
  submitLabel,
  pending,
  onSubmit,
  close,
}: OrderPaymentFormProps<T, Out>) {
  const { user } = useCurrentUser();
  return (
    <FormProvider {...form}>
      <form aria-label={label} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Stack gap="md">
          {subject}
          <PaymentTypeFields vias={user ? onlinePaymentVias(user).map((m) => m.name) : []} />
          {extra}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
