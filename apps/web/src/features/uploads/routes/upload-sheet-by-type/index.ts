import { lazy } from 'react';

export const UploadSheetByTypeScreen = lazy(() =>
  import('./upload-sheet-by-type-screen').then((module) => ({
    default: module.UploadSheetByTypeScreen,
  })),
);
