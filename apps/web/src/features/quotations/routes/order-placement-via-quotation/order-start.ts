import { QUOTATION_MESSAGES, type QuotationAnswer } from '@backoffice/domain/quotations';
import type { AddressFormValues } from '@/components/address-form';
import { formatDate } from '@/lib/format';

/**
 * The order's addresses as the form starts them from the quotation: the lead's name (first word
 * as the first name), mobile and e-mail, and the quotation's delivery address and pincode; billing
 * the same as shipping.
 */
export function addressesFromQuotation(quotation: QuotationAnswer): AddressFormValues {
  const [firstname = '', ...rest] = quotation.lead_name.trim().split(/\s+/);
  return {
    shipping_address: {
      firstname,
      lastname: rest.join(' '),
      alias: '',
      email_address: quotation.lead_email_id ?? '',
      mobile_number: quotation.lead_mobile_number,
      alternate_mobile_number: '',
      address: quotation.delivery_address ?? '',
      landmark: '',
      pincode: quotation.delivery_pincode,
      gst_number: '',
      gst_organization: '',
    },
    is_billing_address_same: true,
    billing_address: null,
  };
}

/** Why no order can be placed from the quotation (the spec's and the domain's messages), or null. */
export function placementRefusal(quotation: QuotationAnswer): string | null {
  if (quotation.order_random_id) return QUOTATION_MESSAGES.hasOrder;
  if (quotation.is_expired) return QUOTATION_MESSAGES.expired(formatDate(quotation.valid_until));
  if (!quotation.can_place_order) return QUOTATION_MESSAGES.acquired;
  return null;
}
