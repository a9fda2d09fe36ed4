import { lazy } from 'react';

export const ImportOrdersScreen = lazy(() =>
  import('./import-orders-screen').then((module) => ({ default: module.ImportOrdersScreen })),
);
