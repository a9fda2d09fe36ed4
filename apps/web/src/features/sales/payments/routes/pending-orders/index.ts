import { lazy } from 'react';

export const PendingOrdersScreen = lazy(() =>
  import('./pending-orders-screen').then((module) => ({ default: module.PendingOrdersScreen })),
);
