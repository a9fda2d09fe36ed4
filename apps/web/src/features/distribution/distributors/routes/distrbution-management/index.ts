import { lazy } from 'react';

export const DistrbutionManagementScreen = lazy(() =>
  import('./distrbution-management-screen').then((module) => ({
    default: module.DistrbutionManagementScreen,
  })),
);
