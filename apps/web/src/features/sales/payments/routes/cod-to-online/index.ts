import { lazy } from 'react';

export const CodToOnlineScreen = lazy(() =>
  import('./cod-to-online-screen').then((module) => ({ default: module.CodToOnlineScreen })),
);
