// The retail area's public face: what the app registers (no other area uses its internals).
import type { AreaModule } from '../../core/http';
import { cashRoutes } from './cash/cash.routes';
import { prepaidCashApplier } from './cash/prepaid-cash-sheet.applier';
import { storeInventoryRoutes } from './pos/inventory/inventory.routes';
import { posAddressesRoutes } from './pos/addresses/addresses.routes';
import { posCartRoutes } from './pos/cart/cart.routes';
import { posHistoryRoutes } from './pos/history/history.routes';
import { posOffersRoutes } from './pos/offers/offers.routes';
import { posOrdersRoutes } from './pos/orders/orders.routes';
import { posOtpRoutes } from './pos/otp/otp.routes';
import { posProductsRoutes } from './pos/products/products.routes';
import { posPaymentRoutes } from './pos/payment/payment.routes';
import { posPlacingRoutes } from './pos/placing/placing.routes';
import { giveBackTillSaleOnCancel, tillSaleGivenBack } from './pos/placing/till-sale-give-back';
import { skuLabelsRoutes } from './pos/labels/labels.routes';
import { retailSearchRoutes } from './pos/search/search.routes';
import { sessionsRoutes } from './sessions/sessions.routes';
import { retailStaffRoutes } from './staff/retail-staff.routes';

/** The retail area's routes, one line each. */
export const routes: readonly AreaModule[] = [
  retailStaffRoutes,
  sessionsRoutes,
  cashRoutes,
  skuLabelsRoutes,
  retailSearchRoutes,
  storeInventoryRoutes,
  posOtpRoutes,
  posOrdersRoutes,
  posCartRoutes,
  posAddressesRoutes,
  posOffersRoutes,
  posHistoryRoutes,
  posProductsRoutes,
  posPaymentRoutes,
  posPlacingRoutes,
];

/** The prepaid cash sheet (a store's prepaid orders' cash). */
export const sheetAppliers = [prepaidCashApplier];

// A till sale whose order is cancelled by any path gives back what it took, once; the carts'
// cancelled-orders refunds leave that money out.
export { giveBackTillSaleOnCancel, tillSaleGivenBack };
