import { formatPaise } from '../../core/money/format';

/** The row messages of the stock, COD and shipping label sheets (docs/uploads.md). */
export const OPERATIONS_SHEET_MESSAGES = {
  locationCode: (column: string) => `${column} must be 2 to 8 letters or digits`,
  orderId: 'Order ID must be 8 letters or digits',
  cartId: 'Cart ID must be a whole number',
  shippingLabel: 'Shipping Label must be 4 to 40 letters, digits or -',
  // What the data refuses, answered by the appliers.
  materialNotFound: (sku: string) => `Material ${sku} does not exist`,
  plantNotFound: (plant: string) => `Plant ${plant} does not exist`,
  storageLocationNotFound: (code: string, plant: string) =>
    `Storage Location ${code} does not exist at plant ${plant}`,
  docketNotFound: (docket: string) => `Docket ${docket} does not exist`,
  docketOnManyCarts: (docket: string) =>
    `Docket ${docket} is on more than one cart: ask for the cart's own docket`,
  notCashOnDelivery: 'The order is not cash on delivery',
  aboveDue: (duePaise: number) =>
    `Amount Collected is more than the ${formatPaise(duePaise)} due on the cart`,
  remittanceRecorded: 'Remittance Reference is already recorded for this cart',
  remittanceNotFound: (reference: string) =>
    `No COD collection is recorded under Remittance Reference ${reference}`,
  aboveUndeposited: (leftPaise: number) =>
    `Amount is more than the ${formatPaise(leftPaise)} collected under this reference and not yet deposited`,
  challanRecorded: 'Challan Number is already recorded with other details',
  orderNotFound: (orderId: string) => `Order ${orderId} does not exist`,
  cartNotOfOrder: (cartId: number, orderId: string) =>
    `Cart ${cartId} is not a cart of order ${orderId}`,
  cartCancelled: 'The cart is cancelled',
  labelTaken: (cartId: number) => `Shipping Label is already assigned to cart ${cartId}`,
} as const;
