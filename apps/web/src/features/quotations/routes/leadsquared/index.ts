import { lazy } from 'react';

export const LeadsquaredScreen = lazy(() =>
  import('./leadsquared-screen').then((module) => ({ default: module.LeadsquaredScreen })),
);
