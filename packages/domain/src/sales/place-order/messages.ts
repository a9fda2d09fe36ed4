import { formatPaise } from '../../core/money/format';
import { ADDRESS_MESSAGES } from '../../orders/address';

/**
 * The messages of placing an order and changing a cart: the spec's text where it gives one
 * (001 sections 5 and 8), the rest ours in the same voice.
 */
export const PLACE_ORDER_MESSAGES = {
  required: 'Required!',
  commentRequired: 'Comment is Required!',
  notServiceable: 'Pincode is not serviceable',
  codUnavailable: ADDRESS_MESSAGES.codUnavailable,
  onlineUnavailable: ADDRESS_MESSAGES.onlineUnavailable,
  outOfDeliveryArea: (perDocketPaise: number) =>
    `Out of the delivery area: ODA charges of ${formatPaise(perDocketPaise)} a docket apply, online payment only`,
  mobileInvalid: ADDRESS_MESSAGES.mobileInvalid,
  mobileRequired: ADDRESS_MESSAGES.mobileRequired,
  customerNotFound: 'Customer not found',
  linesRequired: 'Add at least one product',
  tooManyLines: (max: number) => `At most ${max} products can be ordered at once`,
  lineRepeated: 'This item is already in the order: change its quantity instead',
  skuNotFound: 'Item SKU not found',
  totalRequired: 'Total is Required!',
  totalMismatch: (serverPaise: number, sentPaise: number) =>
    `The order total is ${formatPaise(serverPaise)}, not ${formatPaise(sentPaise)}: prices or charges changed. Check the bill and place the order again.`,
  giftCardNeedsOnline: 'A gift card can be used with online payment only',
  viaNotOffered: 'This payment via is not offered for placing an order',
  placed: (orderRandomId: string) => `Order ${orderRandomId} placed`,
  placedFrom: (orderRandomId: string) => `Placed from order ${orderRandomId}`,
  cartNotEditable: (statusLabel: string) => `A cart in ${statusLabel} cannot be modified`,
  nothingChanged: 'Nothing to change: choose another item, size or quantity',
  diffMismatch: (text: string) =>
    `The price difference is now ${text}: check the item's availability again`,
  codOrderPaysOnDelivery:
    'The order is cash on delivery: the difference is collected on delivery (use COD to Online to prepay)',
  paymentRequired: 'Payment Type is Required!',
  modified: 'Cart modified',
  addonNotFound: 'Add-on not found',
  addonPaid: 'This add-on is already paid: its payment cannot be cancelled',
  addonAlreadyCancelled: 'This add-on payment is already cancelled',
  addonNotAwaitingPayment: 'Only an add-on awaiting payment can be cancelled',
  addonCancelled: 'Add-on payment cancelled',
} as const;

/** "₹1,200.00 extra", "₹300.00 refund" or "nothing either way", for messages. */
export function differenceText(signedPaise: number): string {
  if (signedPaise === 0) return 'nothing either way';
  return `${formatPaise(Math.abs(signedPaise))} ${signedPaise > 0 ? 'extra' : 'refund'}`;
}
