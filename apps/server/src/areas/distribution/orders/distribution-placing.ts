import type { DistributorDbRow } from '@backoffice/db/schema';
import type { TDistributionOrderRequest } from '@backoffice/domain/distribution';
import { DEALER_CREDIT_PAYMENT_METHOD_ID, PAYMENT_METHODS } from '@backoffice/domain/orders';
import type { TPlaceOrderRequest } from '@backoffice/domain/sales/place-order';

const DISTRIBUTOR_CHANNEL_ID = 5;
const DEALER_CREDIT_VIA =
  PAYMENT_METHODS.find((m) => m.id === DEALER_CREDIT_PAYMENT_METHOD_ID)?.name ?? 'Dealer Credit';

/** The reference a credit payment is kept with on the order: the distributor's SAP code. */
export const creditReference = (code: string) => `DEALER-CREDIT-${code}`;

/**
 * The order a distributor order places through the sales area's one path: channel 5
 * (Distributor), the distributor as the customer (its phone), shipping and billing from the
 * distributor's company form, no coupon or gift card, paid by dealer credit (ONLINE via Dealer
 * Credit, kept with the SAP code as its reference) or cash on delivery.
 */
export function placingOfDistributorOrder(
  distributor: DistributorDbRow,
  input: TDistributionOrderRequest,
): TPlaceOrderRequest {
  const contactPhone =
    distributor.contact_phone && distributor.contact_phone !== distributor.phone_number
      ? distributor.contact_phone
      : null;
  return {
    affiliate_id: DISTRIBUTOR_CHANNEL_ID,
    customer_id: null,
    shipping_address: {
      firstname: distributor.name,
      lastname: '',
      alias: null,
      email_address: distributor.email,
      mobile_number: distributor.phone_number,
      alternate_mobile_number: contactPhone,
      address: distributor.address,
      landmark: distributor.landmark,
      pincode: distributor.pincode,
      gst_number: distributor.gst_number,
      gst_organization: distributor.gst_number ? distributor.gst_organization : null,
    },
    is_billing_address_same: false,
    billing_address: {
      firstname: distributor.name,
      lastname: '',
      address: distributor.billing_address,
      landmark: distributor.billing_landmark,
      pincode: distributor.billing_pincode,
    },
    lines: input.lines,
    coupon_code: null,
    gift_card: null,
    payment:
      input.payment_mode === 'CREDIT'
        ? {
            payment_type: 'ONLINE',
            payment_via: DEALER_CREDIT_VIA,
            payment_tracking_id: creditReference(distributor.distributor_code),
          }
        : { payment_type: 'COD', payment_via: null, payment_tracking_id: null },
    total_payable: input.total_payable,
    comments: input.comments,
    source_order_random_id: null,
  };
}
