import { lazy } from 'react';

export const UploadPincodeDeliveryPricingScreen = lazy(() =>
  import('./upload-pincode-delivery-pricing-screen').then((module) => ({
    default: module.UploadPincodeDeliveryPricingScreen,
  })),
);
