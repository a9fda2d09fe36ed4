import { lazy } from 'react';

export const MissingItemsScreen = lazy(() =>
  import('./missing-items-screen').then((module) => ({ default: module.MissingItemsScreen })),
);
