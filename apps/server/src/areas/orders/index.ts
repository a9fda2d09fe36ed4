// The orders area's public face: what the app registers and what other areas may use.
import type { AreaModule } from '../../core/http';
import { orderChangesRoutes } from './changes/order-changes.routes';
import { orderCustomerRoutes } from './customer/order-customer.routes';
import { billingDetailsRoutes } from './overview/billing-details.routes';
import { cartCompleteDetailsRoutes } from './overview/cart-complete-details.routes';
import { orderDetailsRoutes } from './details/order-details.routes';
import { orderDocumentsRoutes } from './documents/order-documents.routes';
import { newOrderStatusRoutes } from './lists/new-order-status.routes';
import { listExportRoutes } from './lists/list-export.routes';
import { listSearchRoutes } from './lists/list-search.routes';
import { orderListsRoutes } from './lists/order-lists.routes';
import { orderNotificationsRoutes } from './notifications/order-notifications.routes';
import { partnerOrdersRoutes } from './partner/partner-orders.routes';
import { orderRequestsRoutes } from './requests/order-requests.routes';
import { orderSearchRoutes } from './search/order-search.routes';
import { fbaOrderStatusRoutes } from './status/fba-order-status.routes';
import { bulkStatusRoutes } from './status/bulk-status.routes';
import { orderStatusRoutes } from './status/order-status.routes';
import { orderStatusSheetApplier } from './status/order-status-sheet.applier';
import { orderTrackingRoutes } from './tracking/order-tracking.routes';
import { logisticsSheetApplier } from './tracking/logistics-sheet.applier';
import { shippingLabelSheetApplier } from './tracking/shipping-label-sheet.applier';

/**
 * The shipping label sheet (002 section 7, shipping-label-upload/: the carts' labels), the
 * logistics sheet (/logistic-excel-upload/: the carts' dockets) and the order status sheet
 * (/upload-sheet-by-type: carts' statuses as the work lists change them).
 */
export const sheetAppliers = [
  shippingLabelSheetApplier,
  logisticsSheetApplier,
  orderStatusSheetApplier,
];

/** The orders area's routes: work lists, search, the order page and its popups. */
export const routes: readonly AreaModule[] = [
  listExportRoutes,
  orderListsRoutes,
  listSearchRoutes,
  newOrderStatusRoutes,
  orderSearchRoutes,
  orderDetailsRoutes,
  billingDetailsRoutes,
  cartCompleteDetailsRoutes,
  orderStatusRoutes,
  bulkStatusRoutes,
  fbaOrderStatusRoutes,
  orderCustomerRoutes,
  orderNotificationsRoutes,
  orderDocumentsRoutes,
  orderTrackingRoutes,
  orderRequestsRoutes,
  orderChangesRoutes,
  partnerOrdersRoutes,
];

// Finding an order and its carts, and their not-found answers: sales and calls.
export { orderNotFound, cartNotFound } from './details/orders.errors';
export {
  addressesOf,
  cartsOfOrder,
  cartViews,
  orderByRandomId,
} from './details/order-details.queries';
// Locking an order with its carts before a change: sales (cart edit) and calls (assignment).
export { lockCartWithOrder, lockOrderWithCarts } from './status/order-locks';
// What other areas do when a cart is cancelled, wired when the app is built (areas/events.ts).
export {
  wireCartCancelled,
  type CancelledCart,
  type CartCancelledHook,
} from './status/cart-cancelled-hooks';
// What other areas do when a cart is delivered, wired when the app is built (areas/events.ts).
export {
  wireCartDelivered,
  type CartDeliveredHook,
  type DeliveredCart,
} from './status/cart-delivered-hooks';
// A status change of a locked cart with its comment, audit and tab counts: returns (its steps).
export { changeLockedCartStatus } from './status/order-status.service';
// How orders, carts and amounts are shown and what a cart owes: sales and calls.
export {
  cartItemFields,
  channelName,
  toOrderAddress,
  toOrderCart,
  transitionContext,
} from './details/order-views';
export { amountDueOf, orderMoneyOf } from './details/cart-amounts';
// An order's bill (domain billOf over its carts, payments and open links): sales (payments popup).
export { billOfOrder } from './overview/billing-details.service';
// The stored form of an address: sales (placing an order).
export { billingValues, shippingValues, type AddressValues } from './customer/address-writes';
// The work lists' and search's SQL: the benchmark (bench/orders) measures it as the server runs it.
export { workListCounts, workListPage, type WorkListFilter } from './lists/order-lists.queries';
export {
  cartsOfOrders,
  countMatchingOrders,
  matchingOrderPage,
  matchingOrders,
} from './search/order-search.queries';
