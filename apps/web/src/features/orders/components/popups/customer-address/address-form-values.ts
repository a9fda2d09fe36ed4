import type { OrderDetails, ZEditCustomerRequest } from '@backoffice/domain/orders';
import type { z } from 'zod';
import {
  billingAddressValues,
  shippingAddressValues,
  type BillingAddressValues,
} from '@/components/address-form';

/**
 * The customer edit popup's values: the edit-customer payload before the domain parses it.
 * `billing_address` is null while the billing address is the same as the shipping one.
 */
export type CustomerAddressValues = z.input<typeof ZEditCustomerRequest>;

/** The billing fields to show when "same as shipping" is unticked: the order's billing address, else its shipping one. */
export const billingValues = (order: OrderDetails): BillingAddressValues =>
  billingAddressValues(order.billing_address ?? order.shipping_address);

/** The form starts from the order's addresses and the version it was read at. */
export function customerAddressValues(order: OrderDetails): CustomerAddressValues {
  return {
    order_random_id: order.order_random_id,
    version: order.version,
    shipping_address: shippingAddressValues(order.shipping_address),
    is_billing_address_same: order.is_billing_address_same,
    billing_address: order.is_billing_address_same ? null : billingValues(order),
  };
}
