import { lazy } from 'react';

export const ImportDistributionPricingScreen = lazy(() =>
  import('./import-distribution-pricing-screen').then((module) => ({
    default: module.ImportDistributionPricingScreen,
  })),
);
