import { lazy } from 'react';

export const ListCetsScreen = lazy(() =>
  import('./list-cets-screen').then((module) => ({ default: module.ListCetsScreen })),
);
