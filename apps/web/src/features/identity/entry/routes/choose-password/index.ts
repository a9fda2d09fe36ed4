import { lazy } from 'react';

export const ChoosePasswordScreen = lazy(() =>
  import('./choose-password-screen').then((module) => ({ default: module.ChoosePasswordScreen })),
);
