import { lazy } from 'react';

export const RefundListScreen = lazy(() =>
  import('./refund-list-screen').then((module) => ({ default: module.RefundListScreen })),
);
