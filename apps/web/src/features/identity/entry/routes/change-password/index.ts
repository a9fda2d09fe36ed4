import { lazy } from 'react';

export const ChangePasswordScreen = lazy(() =>
  import('./change-password-screen').then((module) => ({ default: module.ChangePasswordScreen })),
);
