import { lazy } from 'react';

export const UploadSheetScreen = lazy(() =>
  import('./upload-sheet-screen').then((module) => ({ default: module.UploadSheetScreen })),
);
