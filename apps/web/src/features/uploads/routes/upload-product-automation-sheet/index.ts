import { lazy } from 'react';

export const UploadProductAutomationSheetScreen = lazy(() =>
  import('./upload-product-automation-sheet-screen').then((module) => ({
    default: module.UploadProductAutomationSheetScreen,
  })),
);
