import { lazy } from 'react';

export const DailyCashReportRaScreen = lazy(() =>
  import('./daily-cash-report-ra-screen').then((module) => ({
    default: module.DailyCashReportRaScreen,
  })),
);
