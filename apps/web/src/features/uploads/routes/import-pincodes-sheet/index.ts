import { lazy } from 'react';

export const ImportPincodesSheetScreen = lazy(() =>
  import('./import-pincodes-sheet-screen').then((module) => ({
    default: module.ImportPincodesSheetScreen,
  })),
);
