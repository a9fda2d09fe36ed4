import { lazy } from 'react';

export const OrderPageScreen = lazy(() =>
  import('./order-page-screen').then((module) => ({ default: module.OrderPageScreen })),
);
