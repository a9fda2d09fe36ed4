import { lazy } from 'react';

export const DealerSheetUploadScreen = lazy(() =>
  import('./dealer-sheet-upload-screen').then((module) => ({
    default: module.DealerSheetUploadScreen,
  })),
);
