import { lazy } from 'react';

export const ReturnsListScreen = lazy(() =>
  import('./returns-list-screen').then((module) => ({ default: module.ReturnsListScreen })),
);
