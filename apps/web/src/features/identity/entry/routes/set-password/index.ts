import { lazy } from 'react';

export const SetPasswordScreen = lazy(() =>
  import('./set-password-screen').then((module) => ({ default: module.SetPasswordScreen })),
);
