import { lazy } from 'react';

export const OrderSearchScreen = lazy(() =>
  import('./order-search-screen').then((module) => ({ default: module.OrderSearchScreen })),
);
