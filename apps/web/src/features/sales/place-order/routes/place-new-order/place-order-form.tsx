import { ADDRESS_MESSAGES, paymentMethodsFor, ZOrderAddresses } from '@backoffice/domain/orders';
import { ZPaymentTypeForm } from '@backoffice/domain/sales/payments';
import { PLACE_ORDER_MESSAGES } from '@backoffice/domain/sales/place-order';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useIdempotencyKey, type PaymentFormValues } from '@/features/sales/components/payments';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { usePlaceOrder } from '@/features/sales/place-order/api/place-order';
import type { AddressFormValues } from '@/components/address-form';
import { addressValues } from './address-values';
import { AddressFields } from './components/address-fields';
import { BillSummary } from './components/bill-summary';
import { CustomerSection, type CustomerChoice } from './components/customer-section';
import { DeliverySection } from './components/delivery-section';
import { PaymentSection } from './components/payment-section';
import { ProductsSection } from './components/products-section';
import { placeOrderRequest, type DraftLine } from './order-draft';
import { useOrderDraft } from './use-order-draft';

/** The order's addresses (the domain's address rules) and its payment form. */
const ZPlaceOrderForm = ZOrderAddresses.and(z.object({ payment: ZPaymentTypeForm }));
type PlaceOrderValues = AddressFormValues & PaymentFormValues;

export interface PlaceOrderStart {
  customer: CustomerChoice | null;
  addresses: AddressFormValues;
  lines: DraftLine[];
  sourceOrderRandomId: string | null;
}

/**
 * The order being placed: customer, addresses (the domain's address rules through the zod
 * resolver), products, delivery, coupon, gift card, payment and the bill. Place Order sends it
 * with the form's Idempotency-Key and goes to the new order's page.
 */
export function PlaceOrderForm({ start }: { start: PlaceOrderStart }) {
  const form = useForm<PlaceOrderValues, unknown, z.output<typeof ZPlaceOrderForm>>({
    resolver: zodResolver(ZPlaceOrderForm),
    mode: 'onTouched',
    defaultValues: { ...start.addresses, payment: {} },
  });
  const [pincode, paymentType] = useWatch({
    control: form.control,
    name: ['shipping_address.pincode', 'payment.payment_type'],
  });
  const draft = useOrderDraft(pincode, start.lines, paymentType);
  const [customer, setCustomer] = useState(start.customer);
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { user } = useCurrentUser();
  const vias = user
    ? paymentMethodsFor('place-order', user)
        .filter((m) => m.type === 'ONLINE')
        .map((m) => m.name)
    : [];
  const place = usePlaceOrder();
  const [key] = useIdempotencyKey();
  const navigate = useNavigate();
  const promise = draft.promise.data;
  const deliveryProblem = promise && !promise.delivery_possible ? promise.message : null;
  const codRefused = paymentType === 'COD' && promise !== undefined && !promise.cod_serviceable;

  // A customer chosen brings their addresses; the payment form stays as filled in.
  const fillAddresses = (addresses: AddressFormValues) =>
    form.reset({ ...addresses, payment: form.getValues('payment') });
  const choose = (choice: CustomerChoice | null) => {
    setCustomer(choice);
    if (choice?.kind === 'existing') {
      const { match } = choice;
      fillAddresses(
        addressValues(match.shipping_address, match.billing_address, match.mobile_number),
      );
    }
    if (choice?.kind === 'new') fillAddresses(addressValues(null, null, choice.mobile));
  };

  const submit = form.handleSubmit(({ payment, ...addresses }) => {
    if (draft.lines.length === 0) return setProblem(PLACE_ORDER_MESSAGES.linesRequired);
    if (deliveryProblem) return setProblem(deliveryProblem);
    if (codRefused) return setProblem(ADDRESS_MESSAGES.codUnavailable);
    if (draft.giftCard && payment.payment_type !== 'ONLINE') {
      return setProblem(PLACE_ORDER_MESSAGES.giftCardNeedsOnline);
    }
    if (draft.payable === null || draft.bill?.isError) {
      return setProblem('The bill is not ready: check the products, pincode and coupon.');
    }
    setProblem(null);
    const request = placeOrderRequest(addresses, payment, {
      customerId: customer?.kind === 'existing' ? customer.match.customer_id : null,
      lines: draft.lines,
      couponCode: draft.couponCode,
      giftCard: draft.giftCard,
      totalPayable: draft.payable,
      comments,
      sourceOrderRandomId: start.sourceOrderRandomId,
    });
    place.mutate(
      { request, key },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          void navigate(answer.order_page);
        },
        // A refused total means the prices moved: price the bill again.
        onError: () => void draft.bill?.refetch(),
      },
    );
  });

  return (
    <FormProvider {...form}>
      {/* Not a <form>: the coupon and gift card boxes are forms of their own. */}
      <Stack gap="md" component="section" aria-label="Place order">
        <CustomerSection chosen={customer} onChoose={choose} />
        <Paper withBorder p="md" radius="md" component="section" aria-label="Addresses">
          <Stack gap="sm">
            <Title order={4}>Addresses</Title>
            <AddressFields deliveryProblem={deliveryProblem} />
          </Stack>
        </Paper>
        <ProductsSection lines={draft.lines} onChange={draft.setLines} pincode={pincode} />
        <DeliverySection
          promise={promise}
          loading={draft.promise.isFetching}
          error={draft.promise.error}
        />
        <PaymentSection
          couponCart={draft.couponCart}
          couponCode={draft.couponCode}
          onCoupon={draft.setCouponCode}
          onGiftCard={draft.setGiftCard}
          vias={vias}
          paymentRefusal={codRefused ? ADDRESS_MESSAGES.codUnavailable : null}
        />
        <BillSummary
          bill={draft.bill?.data}
          error={draft.bill?.error ?? null}
          giftCard={draft.giftCardAmount}
        />
        <Textarea
          label="Comments"
          description="Kept on the order's comments and history"
          autosize
          minRows={2}
          maxLength={1000}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
        />
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end">
          <Button size="md" loading={place.isPending} onClick={() => void submit()}>
            Place Order
          </Button>
        </Group>
      </Stack>
    </FormProvider>
  );
}
