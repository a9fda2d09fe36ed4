import { lazy } from 'react';

export const ImportLogisticsSheetScreen = lazy(() =>
  import('./import-logistics-sheet-screen').then((module) => ({
    default: module.ImportLogisticsSheetScreen,
  })),
);
