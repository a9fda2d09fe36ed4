import { lazy } from 'react';

export const ResetPasswordScreen = lazy(() =>
  import('./reset-password-screen').then((module) => ({ default: module.ResetPasswordScreen })),
);
