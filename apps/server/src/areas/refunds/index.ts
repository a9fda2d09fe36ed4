// The refunds area's public face (docs/refunds.md): what the app registers.
import type { AreaModule } from '../../core/http';
import { automationRoutes } from './automation/automation.routes';
import { registerGatewayRetries } from './automation/gateway-retries';
import { bankDetailsRoutes } from './bank-details/bank-details.routes';
import { bankLinkRoutes } from './bank-details/bank-link.routes';
import { initiationRoutes } from './initiation/initiation.routes';
import { refundCancelledCart, refundCartChange } from './initiation/settled-money-refunds';
import { refundActionsRoutes } from './actions/refund-actions.routes';
import { refundDetailsRoutes } from './details/refund-details.routes';
import { refundListsRoutes } from './lists/refund-lists.routes';
import { refundTroubleRoutes } from './trouble/trouble.routes';

// A cancelled cart's payment and a cart edit's balance come back as refunds (cancelled-orders,
// customization-orders), in the transaction that settles them.
export { refundCancelledCart, refundCartChange };

// Money of an order another area gives back itself when its carts are cancelled (retail: a till
// sale's wallet credit and cash), left out of the cancelled-orders refund.
export { wireGivenBackElsewhere, type GivenBackElsewhere } from './initiation/given-back-elsewhere';

/** The refunds area's routes. */
export const routes: readonly AreaModule[] = [
  refundListsRoutes,
  refundDetailsRoutes,
  refundActionsRoutes,
  refundTroubleRoutes,
  initiationRoutes,
  automationRoutes,
  registerGatewayRetries,
  bankDetailsRoutes,
  bankLinkRoutes,
];
