import { lazy } from 'react';

export const QuotationScreen = lazy(() =>
  import('./quotation-screen').then((module) => ({ default: module.QuotationScreen })),
);
