import { lazy } from 'react';

export const RmSessionDashboardScreen = lazy(() =>
  import('./rm-session-dashboard-screen').then((module) => ({
    default: module.RmSessionDashboardScreen,
  })),
);
