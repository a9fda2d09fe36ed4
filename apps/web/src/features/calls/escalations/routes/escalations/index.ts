import { lazy } from 'react';

export const EscalationsScreen = lazy(() =>
  import('./escalations-screen').then((module) => ({ default: module.EscalationsScreen })),
);
