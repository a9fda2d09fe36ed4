import { lazy } from 'react';

export const OfferAutomationScreen = lazy(() =>
  import('./offer-automation-screen').then((module) => ({ default: module.OfferAutomationScreen })),
);
