import { lazy } from 'react';

export const UploadPriceAutomationSheetScreen = lazy(() =>
  import('./upload-price-automation-sheet-screen').then((module) => ({
    default: module.UploadPriceAutomationSheetScreen,
  })),
);
