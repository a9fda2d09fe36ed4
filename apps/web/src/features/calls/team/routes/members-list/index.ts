import { lazy } from 'react';

export const MembersListScreen = lazy(() =>
  import('./members-list-screen').then((module) => ({ default: module.MembersListScreen })),
);
