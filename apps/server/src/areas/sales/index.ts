// The sales area's public face: what the app registers (no other area uses its internals).
import type { AreaModule } from '../../core/http';
import { affiliateOrdersApplier } from './affiliate-orders/affiliate-orders.applier';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { stockRoutes } from './catalogue/stock.routes';
import { stockSheetApplier } from './catalogue/stock-sheet.applier';
import { couponsRoutes } from './coupons/coupons.routes';
import { codChallanApplier } from './payments/cod-challan.applier';
import { codRemittanceApplier } from './payments/cod-remittance.applier';
import { codToOnlineRoutes } from './payments/cod-to-online.routes';
import type { LinkPaymentHook } from './payments/payment-outcome-hooks';
import { paymentsRoutes } from './payments/payments.routes';
import { registerProviderLinkCancels } from './payments/provider-link-cancels';
import { sandboxPaymentsRoutes } from './payments/sandbox-payments.routes';
import { addonRoutes } from './place-order/addons.routes';
import { cartEditRoutes } from './place-order/cart-edit.routes';
import { settlePaidModifications } from './place-order/modification-payments';
import { placeOrderRoutes } from './place-order/place-order.routes';
import { quickCommerceRoutes } from './place-order/quick-commerce.routes';
import { priceAutomationApplier } from './catalogue/price-automation.applier';
import { saleChangesRoutes } from './catalogue/sale-changes.routes';
import { activateOfferApplier, deactivateOfferApplier } from './offers/coupon-sheets.applier';
import {
  activateRewardsApplier,
  createUniqueRewardsApplier,
  deactivateRewardsApplier,
} from './offers/reward-sheets.applier';
import { productConfigurationApplier } from './product-hierarchy/product-configuration.applier';
import { productHierarchyRoutes } from './product-hierarchy/product-hierarchy.routes';
import { postEarnedCredit } from './wallet/earned-credit';

/** A paid link settles the cart modifications awaiting it: place-order answers payments. */
export const settleModificationsOnPaidLink: LinkPaymentHook = ({ scope, link }) =>
  settlePaidModifications(scope, link);

// An order whose last item is delivered earns its wallet credit, once (spec 002 section 9).
export { postEarnedCredit };

/**
 * The sheets whose data sales owns: stock, COD collected and deposited (/upload-sheet), the
 * marketplace order sheet (/import-orders), the offer automation sheets (coupons and partnership
 * rewards) and the catalogue's automation (prices, product hierarchy changes awaiting approval).
 */
export const sheetAppliers = [
  stockSheetApplier,
  codRemittanceApplier,
  codChallanApplier,
  affiliateOrdersApplier,
  activateOfferApplier,
  deactivateOfferApplier,
  activateRewardsApplier,
  deactivateRewardsApplier,
  createUniqueRewardsApplier,
  priceAutomationApplier,
  productConfigurationApplier,
];

// What runs when a link is paid or a try fails, wired when the app is built (areas/events.ts).
export { wireLinkPayment, type LinkPaymentHook } from './payments/payment-outcome-hooks';

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
  quickCommerceRoutes,
  cartEditRoutes,
  addonRoutes,
  saleChangesRoutes,
  productHierarchyRoutes,
];

// What other areas use of placing: the one path every order is placed by, and the prices another
// area may promise it (quotations).
export { placeOrder } from './place-order/place-order.service';
export type { AgreedPrices } from './place-order/agreed-prices';
export { catalogueLines, listField, type CatalogueLine } from './place-order/order-lines';

// A payment link cancelled at the provider once the use case that asks for it commits (the till).
export { cancelAtProviderAfterCommit } from './payments/provider-link-cancels';

// The customers' wallet ledger: the point of sale spends it, refunds credit it.
export { postWalletEntry, walletBalances, type WalletEntryInput } from './wallet/wallet-ledger';

// The catalogue's items and their parts: returns (replacements and issued parts).
export { findSku, modelParts } from './catalogue/catalogue.queries';

// A cart change that owes the customer money back, wired when the app is built (areas/events.ts).
export {
  wireCartChangeRefund,
  type CartChangeRefund,
  type CartChangeRefundHook,
} from './place-order/cart-change-refund-hooks';
