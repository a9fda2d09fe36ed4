import { lazy } from 'react';

export const ActivityStatusScreen = lazy(() =>
  import('./activity-status-screen').then((module) => ({ default: module.ActivityStatusScreen })),
);
