import { lazy } from 'react';

export const ActivityScreen = lazy(() =>
  import('./activity-screen').then((module) => ({ default: module.ActivityScreen })),
);
