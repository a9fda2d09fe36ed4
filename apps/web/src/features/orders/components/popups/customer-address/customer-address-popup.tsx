import {
  ADDRESS_MESSAGES,
  ZEditCustomerRequest,
  type OrderDetails,
  type TEditCustomerRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  BillingAddressFields,
  SameBillingCheckbox,
  ShippingAddressFields,
  usePincodeCheck,
} from '@/components/address-form';
import { useEditCustomer } from '../api/edit-customer';
import {
  billingValues,
  customerAddressValues,
  type CustomerAddressValues,
} from './address-form-values';
import { StaleWriteNotice, useStaleOrderWrite } from '@/lib/order-page';

interface CustomerAddressPopupProps {
  order: OrderDetails;
  close: () => void;
}

/** Edits the customer's shipping address and, when it differs, the billing address. */
export function CustomerAddressPopup({ order, close }: CustomerAddressPopupProps) {
  const form = useForm<CustomerAddressValues, unknown, TEditCustomerRequest>({
    resolver: zodResolver(ZEditCustomerRequest),
    mode: 'onTouched',
    defaultValues: customerAddressValues(order),
  });
  const [sameBilling, shippingPincode, billingPincode] = useWatch({
    control: form.control,
    name: ['is_billing_address_same', 'shipping_address.pincode', 'billing_address.pincode'],
  });
  // Delivery goes to the shipping address: it must be served for the order's payment type.
  const shipping = usePincodeCheck(
    shippingPincode,
    order.payment_type === 'COD'
      ? ADDRESS_MESSAGES.codUnavailable
      : ADDRESS_MESSAGES.onlineUnavailable,
  );
  const billing = usePincodeCheck(billingPincode ?? '');
  const pincodesOk = shipping.ok && (sameBilling || billing.ok);
  const save = useEditCustomer(order.order_random_id);
  // A stale order keeps the popup and the addresses typed; Reload takes the order's new version.
  const stale = useStaleOrderWrite(order.order_random_id, (version) =>
    form.setValue('version', version),
  );

  const submit = form.handleSubmit((request) => {
    if (!pincodesOk) return;
    save.mutate(request, {
      onSuccess: close,
      onError: stale.onError,
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Customer address">
        <Stack gap="md">
          <StaleWriteNotice stale={stale} />
          <ShippingAddressFields pincode={shipping} />
          <SameBillingCheckbox initial={billingValues(order)} />
          {!sameBilling && <BillingAddressFields pincode={billing} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={shipping.checking || billing.checking}
            >
              Save Address
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
