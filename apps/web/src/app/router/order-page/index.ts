import { lazy } from 'react';

/** The order page with the areas' actions; both load with the page, not with the shell. */
export const OrderPageRoute = lazy(() =>
  import('./order-page-route').then((module) => ({ default: module.OrderPageRoute })),
);
