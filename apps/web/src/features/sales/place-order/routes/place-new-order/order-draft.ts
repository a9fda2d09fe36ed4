import type { Availability } from '@backoffice/domain/sales/catalogue';
import type { CheckedGiftCard } from '@/features/sales/components/gift-card-box';
import type { TCouponCartRequestInput } from '@backoffice/domain/sales/coupons';
import type { TPaymentTypeForm } from '@backoffice/domain/sales/payments';
import type { TOrderAddresses } from '@backoffice/domain/orders';
import type {
  PromiseEngineResponse,
  TOrderLine,
  TPlaceOrderRequestInput,
} from '@backoffice/domain/sales/place-order';

/** A line of the order being built: the checked item and how many, rupees as on the wire. */
export interface DraftLine {
  item_sku: string;
  item_full_name: string;
  item_dimensions: string;
  item_quantity: number;
  item_price: number;
  item_mrp: number;
}

/** A checked item of the picker (or of today's catalogue) as an order line. */
export function draftLine(item: Availability, quantity: number): DraftLine {
  return {
    item_sku: item.item_sku,
    item_full_name: item.item_full_name,
    item_dimensions: item.item_dimensions,
    item_quantity: quantity,
    item_price: item.item_price.price,
    item_mrp: item.item_price.mrp,
  };
}

/** Adds a line; the same item again replaces its line (one line per item, as the server asks). */
export function withLine(lines: readonly DraftLine[], line: DraftLine): DraftLine[] {
  const at = lines.findIndex((l) => l.item_sku === line.item_sku);
  if (at === -1) return [...lines, line];
  return lines.map((l, i) => (i === at ? line : l));
}

/** The lines as the server's calls name them: item and quantity only. */
export const orderLines = (lines: readonly DraftLine[]): TOrderLine[] =>
  lines.map(({ item_sku, item_quantity }) => ({ item_sku, item_quantity }));

/**
 * The bill's request: the lines with the promise's delivery and ODA charges, priced with the
 * applied coupon by get-coupon-with-cart-details. Null until the promise covers every line.
 */
export function billRequest(
  lines: readonly DraftLine[],
  promise: PromiseEngineResponse | undefined,
  couponCode: string | null,
  paymentType: 'COD' | 'ONLINE' | null,
): TCouponCartRequestInput | null {
  if (lines.length === 0 || !promise || !promise.delivery_possible) return null;
  const details = promise.cart_details;
  const matches = lines.every((l, i) => details[i]?.item_sku === l.item_sku);
  if (details.length !== lines.length || !matches) return null;
  return {
    coupon_code: couponCode ?? '',
    affiliate_id: 0,
    pincode: promise.pincode,
    payment_type: paymentType,
    carts: lines.map((l, i) => ({
      item_sku: l.item_sku,
      item_quantity: l.item_quantity,
      item_price: l.item_price,
      item_mrp: l.item_mrp,
      delivery_charges: details[i]?.delivery_charges ?? 0,
      docket_quantity: details[i]?.docket_quantity ?? 0,
    })),
  };
}

/** Everything the screen holds besides the address form. */
export interface OrderDraft {
  customerId: number | null;
  lines: DraftLine[];
  couponCode: string | null;
  giftCard: CheckedGiftCard | null;
  totalPayable: number;
  comments: string;
  sourceOrderRandomId: string | null;
}

/**
 * The place-order request of the addresses and the payment form (both parsed by the domain's
 * schemas) and the draft. A gift card goes only with an online payment.
 */
export function placeOrderRequest(
  addresses: TOrderAddresses,
  payment: TPaymentTypeForm,
  draft: OrderDraft,
): TPlaceOrderRequestInput {
  const online = payment.payment_type === 'ONLINE';
  return {
    customer_id: draft.customerId,
    shipping_address: addresses.shipping_address,
    is_billing_address_same: addresses.is_billing_address_same,
    billing_address: addresses.is_billing_address_same ? null : addresses.billing_address,
    lines: orderLines(draft.lines),
    coupon_code: draft.couponCode,
    gift_card:
      draft.giftCard && online
        ? { card_number: draft.giftCard.card_number, pin: draft.giftCard.pin }
        : null,
    payment,
    total_payable: draft.totalPayable,
    comments: draft.comments.trim() || null,
    source_order_random_id: draft.sourceOrderRandomId,
  };
}
