import { lazy } from 'react';

export const SearchRetailOrderScreen = lazy(() =>
  import('./search-retail-order-screen').then((module) => ({
    default: module.SearchRetailOrderScreen,
  })),
);
