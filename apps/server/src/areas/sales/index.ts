// The sales area's public face: what the app registers (no other area uses its internals).
import type { AreaModule } from '../../core/http';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { stockRoutes } from './catalogue/stock.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { codToOnlineRoutes } from './payments/cod-to-online.routes';
import { onLinkPayment } from './payments/payment-outcome-hooks';
import { paymentsRoutes } from './payments/payments.routes';
import { registerProviderLinkCancels } from './payments/provider-link-cancels';
import { sandboxPaymentsRoutes } from './payments/sandbox-payments.routes';
import { addonRoutes } from './place-order/addons.routes';
import { cartEditRoutes } from './place-order/cart-edit.routes';
import { settlePaidModifications } from './place-order/modification-payments';
import { placeOrderRoutes } from './place-order/place-order.routes';

// A paid link settles the cart modifications awaiting it: place-order hooks into payments.
onLinkPayment('paid', ({ scope, link }) => settlePaidModifications(scope, link));

/** The links cancelled here are cancelled at the provider after the commit: payments owns the kind. */
const providerLinkCancels: AreaModule = (_api, ctx) => registerProviderLinkCancels(ctx);

/** The sales area's routes: payments, the catalogue and stock, coupons, placing and editing orders. */
export const routes: readonly AreaModule[] = [
  providerLinkCancels,
  paymentsRoutes,
  codToOnlineRoutes,
  sandboxPaymentsRoutes,
  catalogueRoutes,
  stockRoutes,
  couponsRoutes,
  placeOrderRoutes,
  cartEditRoutes,
  addonRoutes,
];
