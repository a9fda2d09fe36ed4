import { lazy } from 'react';

/** The till's order page with the catalogue's product picker; both load with the page. */
export const RetailOrderDetailRoute = lazy(() =>
  import('./retail-order-detail-route').then((module) => ({
    default: module.RetailOrderDetailRoute,
  })),
);
