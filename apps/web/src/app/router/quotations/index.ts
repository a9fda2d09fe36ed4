import { lazy } from 'react';

/**
 * The quotation screens that use the sales feature's product picker and payment form: the app
 * composes them (features never import each other); each loads with its screen, not the shell.
 */
export const GenerateQuotationRoute = lazy(() =>
  import('./generate-quotation-route').then((module) => ({
    default: module.GenerateQuotationRoute,
  })),
);

export const OrderPlacementViaQuotationRoute = lazy(() =>
  import('./order-placement-route').then((module) => ({
    default: module.OrderPlacementViaQuotationRoute,
  })),
);
