import { lazy } from 'react';

export const RefundCategoriesScreen = lazy(() =>
  import('./refund-categories-screen').then((module) => ({
    default: module.RefundCategoriesScreen,
  })),
);
