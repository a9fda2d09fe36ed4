import { lazy } from 'react';

export const ImportEddSheetScreen = lazy(() =>
  import('./import-edd-sheet-screen').then((module) => ({ default: module.ImportEddSheetScreen })),
);
