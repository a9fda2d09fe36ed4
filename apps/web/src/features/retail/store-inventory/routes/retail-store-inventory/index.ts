import { lazy } from 'react';

export const RetailStoreInventoryScreen = lazy(() =>
  import('./retail-store-inventory-screen').then((module) => ({
    default: module.RetailStoreInventoryScreen,
  })),
);
