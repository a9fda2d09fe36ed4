import { paymentMethodsFor, ZOrderAddresses } from '@backoffice/domain/orders';
import { type QuotationAnswer, type QuotationOrderAnswer } from '@backoffice/domain/quotations';
import { ZPaymentTypeForm } from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  BillingAddressFields,
  SameBillingCheckbox,
  ShippingAddressFields,
  usePincodeCheck,
  type AddressFormValues,
} from '@/components/address-form';
import { usePlaceQuotationOrder } from '@/features/quotations/api/place-quotation-order';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { addressesFromQuotation } from '../order-start';
import type { PaymentFields, PaymentFormValues } from '../payment-fields';

/** The order's addresses (the domain's address rules) and its payment form. */
const ZPlacementForm = ZOrderAddresses.and(z.object({ payment: ZPaymentTypeForm }));
type PlacementValues = AddressFormValues & PaymentFormValues;

const EMPTY_BILLING = { firstname: '', lastname: '', address: '', landmark: '', pincode: '' };

interface PlacementFormProps {
  quotation: QuotationAnswer;
  PaymentFields: PaymentFields;
  onPlaced: (answer: QuotationOrderAnswer) => void;
  /** The server refused (an expired quotation ...): the screen reads the quotation again. */
  onRefused: () => void;
}

/**
 * The order from a quotation: addresses (started from the lead and the quotation's delivery),
 * payment and comments; the lines and prices are the quotation's. Place Order sends the total
 * shown with the submission's Idempotency-Key, so a double click places one order.
 */
export function PlacementForm({
  quotation,
  PaymentFields,
  onPlaced,
  onRefused,
}: PlacementFormProps) {
  const form = useForm<PlacementValues, unknown, z.output<typeof ZPlacementForm>>({
    resolver: zodResolver(ZPlacementForm),
    mode: 'onTouched',
    defaultValues: { ...addressesFromQuotation(quotation), payment: {} },
  });
  const [same, shippingPincode, billingPincode] = useWatch({
    control: form.control,
    name: ['is_billing_address_same', 'shipping_address.pincode', 'billing_address.pincode'],
  });
  const shipping = usePincodeCheck(shippingPincode);
  const billing = usePincodeCheck(billingPincode ?? '');
  const [comments, setComments] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { user } = useCurrentUser();
  const vias = user
    ? paymentMethodsFor('place-order', user)
        .filter((m) => m.type === 'ONLINE')
        .map((m) => m.name)
    : [];
  const place = usePlaceQuotationOrder();

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    place.mutate(
      {
        ...values,
        lead_id: quotation.lead_id,
        quotation_random_id: quotation.quotation_random_id,
        version: quotation.version,
        total_payable: quotation.totals.grand_total,
        comments: comments.trim() || null,
      },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          setRefusal(error.message);
          onRefused();
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <Stack gap="md" component="section" aria-label="Place order">
        <Paper withBorder p="md" radius="md" component="section" aria-label="Addresses">
          <Stack gap="sm">
            <Title order={4}>Addresses</Title>
            <ShippingAddressFields pincode={shipping} />
            <SameBillingCheckbox initial={EMPTY_BILLING} />
            {!same && <BillingAddressFields pincode={billing} />}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-label="Payment">
          <Stack gap="sm">
            <Title order={4}>Payment</Title>
            <PaymentFields vias={vias} />
          </Stack>
        </Paper>
        <Textarea
          label="Comments"
          description="Kept on the order's comments and history"
          autosize
          minRows={2}
          maxLength={1000}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
        />
        {refusal && <Alert color="red">{refusal}</Alert>}
        <Group justify="flex-end">
          <Button size="md" loading={place.isPending} onClick={() => void submit()}>
            Place Order
          </Button>
        </Group>
      </Stack>
    </FormProvider>
  );
}
