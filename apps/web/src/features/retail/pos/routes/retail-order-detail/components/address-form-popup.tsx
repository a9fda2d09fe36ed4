import {
  ZOrderAddresses,
  type TOrderAddresses,
  type TOrderAddressesInput,
} from '@backoffice/domain/orders';
import { ADDRESS_EDIT, type PosUserAddress } from '@backoffice/domain/retail/pos';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/components/form';
import {
  ADDRESS_FORM_FIELDS,
  BillingAddressFields,
  SameBillingCheckbox,
  ShippingAddressFields,
  usePincodeCheck,
} from '@/components/address-form';
import { useAddressAction } from '@/features/retail/pos/api/address-action';
import { useTillStaleWrite } from '@/features/retail/pos/till-stale';
import { StaleWriteNotice } from '@/lib/order-page';
import type { TillOrder } from '../till-context';

const EMPTY_BILLING = { firstname: '', lastname: '', address: '', landmark: '', pincode: '' };

/** The shared address form's values of a saved address (a new one starts from the customer). */
function startValues(till: TillOrder, saved: PosUserAddress | null): TOrderAddressesInput {
  const order = till.answer.order_detail;
  const s = saved?.shipping_address_details;
  const b = saved?.billing_address_details;
  return {
    shipping_address: {
      firstname: s?.firstname ?? order.cx_firstname,
      lastname: s?.lastname ?? order.cx_lastname,
      alias: s?.alias ?? '',
      email_address: s?.email_address ?? '',
      mobile_number: s?.mobile_number ?? order.mobile_number,
      alternate_mobile_number: '',
      address: s?.address ?? '',
      landmark: s?.landmark ?? '',
      pincode: s?.pincode ?? order.pincode ?? '',
      gst_number: s?.gst_number ?? '',
      gst_organization: s?.gst_organization ?? '',
    },
    is_billing_address_same: true,
    billing_address: b
      ? {
          firstname: b.firstname,
          lastname: b.lastname,
          address: b.address,
          landmark: b.landmark ?? '',
          pincode: b.pincode,
        }
      : null,
  };
}

/** Adds (address_edit 1) or edits (2) one of the customer's addresses with the shared form. */
export function AddressFormPopup({
  till,
  saved,
  close,
}: {
  till: TillOrder;
  saved: PosUserAddress | null;
  close: () => void;
}) {
  const form = useForm<TOrderAddressesInput, unknown, TOrderAddresses>({
    resolver: zodResolver(ZOrderAddresses),
    mode: 'onTouched',
    defaultValues: startValues(till, saved),
  });
  const [sameBilling, shippingPincode, billingPincode] = useWatch({
    control: form.control,
    name: ['is_billing_address_same', 'shipping_address.pincode', 'billing_address.pincode'],
  });
  const shipping = usePincodeCheck(shippingPincode);
  const billing = usePincodeCheck(billingPincode ?? '');
  const save = useAddressAction(till.orderRandomId);
  const stale = useTillStaleWrite('address');

  const submit = form.handleSubmit((values) => {
    if (!shipping.ok || (!sameBilling && !billing.ok)) return;
    save.mutate(
      {
        order_random_id: till.orderRandomId,
        version: till.version,
        address_edit: saved ? ADDRESS_EDIT.edit : ADDRESS_EDIT.add,
        address_id: saved?.shipping_address_details.address_id ?? null,
        shipping_address: values.shipping_address,
        is_billing_address_same: values.is_billing_address_same,
        billing_address: values.is_billing_address_same ? null : values.billing_address,
      },
      {
        onSuccess: close,
        onError: (error) => {
          stale.onError(error);
          applyServerErrors(form, error, ADDRESS_FORM_FIELDS);
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Customer address">
        <Stack gap="md">
          <StaleWriteNotice stale={stale} />
          <ShippingAddressFields pincode={shipping} />
          <SameBillingCheckbox
            initial={startValues(till, saved).billing_address ?? EMPTY_BILLING}
          />
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
