import { lazy } from 'react';

export const GenerateSkuLabelScreen = lazy(() =>
  import('./generate-sku-label-screen').then((module) => ({
    default: module.GenerateSkuLabelScreen,
  })),
);
