import { lazy } from 'react';

export const TotalCallsScreen = lazy(() =>
  import('./total-calls-screen').then((module) => ({ default: module.TotalCallsScreen })),
);
