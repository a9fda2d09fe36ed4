import { lazy } from 'react';

export const OrderPlacementViaQuotationScreen = lazy(() =>
  import('./order-placement-via-quotation-screen').then((module) => ({
    default: module.OrderPlacementViaQuotationScreen,
  })),
);
