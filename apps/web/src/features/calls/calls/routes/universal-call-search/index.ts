import { lazy } from 'react';

export const UniversalCallSearchScreen = lazy(() =>
  import('./universal-call-search-screen').then((module) => ({
    default: module.UniversalCallSearchScreen,
  })),
);
