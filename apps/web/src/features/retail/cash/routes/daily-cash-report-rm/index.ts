import { lazy } from 'react';

export const DailyCashReportRmScreen = lazy(() =>
  import('./daily-cash-report-rm-screen').then((module) => ({
    default: module.DailyCashReportRmScreen,
  })),
);
