import { lazy } from 'react';

export const HomeScreen = lazy(() =>
  import('./home-screen').then((module) => ({ default: module.HomeScreen })),
);
