import { lazy } from 'react';

export const GenerateQuotationScreen = lazy(() =>
  import('./generate-quotation-screen').then((module) => ({
    default: module.GenerateQuotationScreen,
  })),
);
