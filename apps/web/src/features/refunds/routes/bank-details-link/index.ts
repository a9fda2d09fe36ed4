import { lazy } from 'react';

export const BankDetailsLinkScreen = lazy(() =>
  import('./bank-details-link-screen').then((module) => ({
    default: module.BankDetailsLinkScreen,
  })),
);
