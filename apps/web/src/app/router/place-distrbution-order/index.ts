import { lazy } from 'react';

/** The distributor order screen with the catalogue's product picker; both load with the page. */
export const PlaceDistrbutionOrderRoute = lazy(() =>
  import('./place-distrbution-order-route').then((module) => ({
    default: module.PlaceDistrbutionOrderRoute,
  })),
);
