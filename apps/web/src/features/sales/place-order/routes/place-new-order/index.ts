import { lazy } from 'react';

export const PlaceNewOrderScreen = lazy(() =>
  import('./place-new-order-screen').then((module) => ({ default: module.PlaceNewOrderScreen })),
);
