import type { AreaModule } from '../http';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { stockRoutes } from './catalogue/stock.routes';
import { callsRoutes } from './calls/calls.routes';
import { dispositionsRoutes } from './calls/dispositions.routes';
import { companySignInRoutes } from './company-sign-in/company-sign-in.routes';
import { consoleConfigRoutes } from './console-config/console-config.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { cartEditRoutes } from './place-order/cart-edit.routes';
import { placeOrderRoutes } from './place-order/place-order.routes';
import { escalationsRoutes } from './escalations/escalations.routes';
import { healthRoutes } from './health/health.routes';
import { orderDetailsRoutes } from './order-details/order-details.routes';
import { orderListsRoutes } from './order-lists/order-lists.routes';
import { orderSearchRoutes } from './order-search/order-search.routes';
import { orderStatusRoutes } from './order-status/order-status.routes';
import { gstRoutes } from './gst/gst.routes';
import { orderCustomerRoutes } from './order-customer/order-customer.routes';
import { orderDocumentsRoutes } from './order-documents/order-documents.routes';
import { orderNotificationsRoutes } from './order-notifications/order-notifications.routes';
import { orderRequestsRoutes } from './order-requests/order-requests.routes';
import { orderTrackingRoutes } from './order-tracking/order-tracking.routes';
import { orderChangesRoutes } from './order-changes/order-changes.routes';
import { partnerOrdersRoutes } from './partner-orders/partner-orders.routes';
import { codToOnlineRoutes } from './payments/cod-to-online.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { sandboxPaymentsRoutes } from './payments/sandbox-payments.routes';
import { passwordsRoutes } from './passwords/passwords.routes';
import { pincodesRoutes } from './pincodes/pincodes.routes';
import { sessionRoutes } from './session/session.routes';
import { teamRoutes } from './team/team.routes';
import { userStatusRoutes } from './user-status/user-status.routes';
import { usersRoutes } from './users/users.routes';

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
