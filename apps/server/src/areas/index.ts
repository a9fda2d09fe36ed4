import type { AreaModule } from '../core/http';
import { catalogueRoutes } from './sales/catalogue/catalogue.routes';
import { stockRoutes } from './sales/catalogue/stock.routes';
import { callsRoutes } from './calls/calls/calls.routes';
import { dispositionsRoutes } from './calls/calls/dispositions.routes';
import { companySignInRoutes } from './identity/company-sign-in/company-sign-in.routes';
import { consoleConfigRoutes } from '../core/console-config/console-config.routes';
import { couponsRoutes } from './sales/coupons/coupons.routes';
import { cartEditRoutes } from './sales/place-order/cart-edit.routes';
import { placeOrderRoutes } from './sales/place-order/place-order.routes';
import { escalationsRoutes } from './calls/escalations/escalations.routes';
import { healthRoutes } from '../core/health/health.routes';
import { orderDetailsRoutes } from './orders/details/order-details.routes';
import { orderListsRoutes } from './orders/lists/order-lists.routes';
import { orderSearchRoutes } from './orders/search/order-search.routes';
import { orderStatusRoutes } from './orders/status/order-status.routes';
import { gstRoutes } from './lookups/gst/gst.routes';
import { orderCustomerRoutes } from './orders/customer/order-customer.routes';
import { orderDocumentsRoutes } from './orders/documents/order-documents.routes';
import { orderNotificationsRoutes } from './orders/notifications/order-notifications.routes';
import { orderRequestsRoutes } from './orders/requests/order-requests.routes';
import { orderTrackingRoutes } from './orders/tracking/order-tracking.routes';
import { orderChangesRoutes } from './orders/changes/order-changes.routes';
import { partnerOrdersRoutes } from './orders/partner/partner-orders.routes';
import { codToOnlineRoutes } from './sales/payments/cod-to-online.routes';
import { paymentsRoutes } from './sales/payments/payments.routes';
import { sandboxPaymentsRoutes } from './sales/payments/sandbox-payments.routes';
import { passwordsRoutes } from './identity/passwords/passwords.routes';
import { pincodesRoutes } from './lookups/pincodes/pincodes.routes';
import { sessionRoutes } from './identity/session/session.routes';
import { teamRoutes } from './calls/team/team.routes';
import { userStatusRoutes } from './identity/user-status/user-status.routes';
import { usersRoutes } from './identity/users/users.routes';

/** The areas of the API, in the order their routes are registered. */
export const AREA_MODULES: readonly AreaModule[] = [
  healthRoutes,
  consoleConfigRoutes,
  sessionRoutes,
  usersRoutes,
  userStatusRoutes,
  passwordsRoutes,
  companySignInRoutes,
  orderListsRoutes,
  orderSearchRoutes,
  orderDetailsRoutes,
  orderStatusRoutes,
  pincodesRoutes,
  gstRoutes,
  orderCustomerRoutes,
  orderNotificationsRoutes,
  orderDocumentsRoutes,
  orderTrackingRoutes,
  orderRequestsRoutes,
  paymentsRoutes,
  codToOnlineRoutes,
  sandboxPaymentsRoutes,
  orderChangesRoutes,
  partnerOrdersRoutes,
  escalationsRoutes,
  teamRoutes,
  callsRoutes,
  dispositionsRoutes,
  catalogueRoutes,
  stockRoutes,
  couponsRoutes,
  placeOrderRoutes,
  cartEditRoutes,
];
