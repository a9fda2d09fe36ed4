import { lazy } from 'react';

export const CartEditScreen = lazy(() =>
  import('./cart-edit-screen').then((module) => ({ default: module.CartEditScreen })),
);
