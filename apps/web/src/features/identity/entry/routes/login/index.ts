import { lazy } from 'react';

export const LoginScreen = lazy(() =>
  import('./login-screen').then((module) => ({ default: module.LoginScreen })),
);
