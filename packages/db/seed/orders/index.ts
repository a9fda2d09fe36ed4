export { DEMO_ORDER_COUNT, seedDemoOrders, type DemoOrdersOptions } from './demo-orders';
export { KNOWN_ORDERS, type KnownOrder, type KnownOrderName } from './known-orders';
export { PINCODE_DELIVERY_PRICES, PINCODE_DIRECTORY, seedPincodes } from './pincode-directory';
export { DEMO_PRODUCTS, type DemoProduct } from './products';
export {
  seedCustomer,
  seedOrder,
  type CustomerOverrides,
  type OrderOverrides,
  type SeededOrder,
} from './seed-order';
export type { CartChoice, OrderChoice } from './order-plan';
