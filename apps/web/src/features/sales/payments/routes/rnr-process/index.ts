import { lazy } from 'react';

export const RnrProcessScreen = lazy(() =>
  import('./rnr-process-screen').then((module) => ({ default: module.RnrProcessScreen })),
);
