// The distribution area's public face: what the app registers (no other area uses its internals).
import type { AreaModule } from '../../core/http';
import { creditRoutes } from './credit/credit.routes';
import { dealerCreditApplier } from './credit/dealer-credit-sheet.applier';
import { distributorsRoutes } from './distributors/distributors.routes';
import { reverseCreditOnCancel } from './orders/credit-reversal';
import { distributionOrderRoutes } from './orders/distribution-order.routes';
import { distributionPricingApplier } from './pricing/distribution-pricing-sheet.applier';
import { pricingRoutes } from './pricing/pricing.routes';

/**
 * The dealer ledger credit-points sheet (/dealer-sheet-upload) and distribution pricing
 * (/import-distribution-pricing), on the uploads pipeline.
 */
export const sheetAppliers = [dealerCreditApplier, distributionPricingApplier];

// Cancelling a distributor order (its last live cart) reverses its credit debit.
export { reverseCreditOnCancel };

/** The distribution area's routes: distributors, their credit, pricing and orders. */
export const routes: readonly AreaModule[] = [
  distributorsRoutes,
  creditRoutes,
  pricingRoutes,
  distributionOrderRoutes,
];
