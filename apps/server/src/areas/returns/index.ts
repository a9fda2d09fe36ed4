// The returns area's public face (docs/returns.md): what the app registers and what other areas
// may use.
import type { AreaModule } from '../../core/http';
import { challansRoutes } from './challans/challans.routes';
import { issuedItemsRoutes } from './issued-items/issued-items.routes';
import { returnListsRoutes } from './lists/return-lists.routes';
import { lostProductsRoutes } from './lost-products/lost-products.routes';
import { registerPickupCancels } from './pickups/courier-cancels';
import { pickupsRoutes } from './pickups/pickups.routes';
import { returnRefundsRoutes } from './refunds/refunds.routes';
import { replacementsRoutes } from './replacements/replacements.routes';
import { customerRequestsRoutes } from './requests/customer-requests.routes';
import { warehouseRoutes } from './warehouse/warehouse.routes';

/** Cancels of return pickups with the courier, queued by the use cases (the outbox). */
const pickupCancels: AreaModule = (_api, ctx) => registerPickupCancels(ctx);

/** The returns area's routes: lists, requests, replacements, issues, pickups and their money. */
export const routes: readonly AreaModule[] = [
  returnListsRoutes,
  customerRequestsRoutes,
  replacementsRoutes,
  issuedItemsRoutes,
  pickupsRoutes,
  pickupCancels,
  warehouseRoutes,
  lostProductsRoutes,
  challansRoutes,
  returnRefundsRoutes,
];

// Raising a refund of a cart and what may still be refunded on it: refunds (initiation).
export { raiseRefund } from './refunds/refund-writes';
export { refundableOf } from './refunds/refund-amounts.queries';
export { toReturnRefund } from './refunds/refund-views';
