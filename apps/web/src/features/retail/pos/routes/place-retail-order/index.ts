import { lazy } from 'react';

export const PlaceRetailOrderScreen = lazy(() =>
  import('./place-retail-order-screen').then((module) => ({
    default: module.PlaceRetailOrderScreen,
  })),
);
