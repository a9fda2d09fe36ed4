import { lazy } from 'react';

export const ProductHierarchyScreen = lazy(() =>
  import('./product-hierarchy-screen').then((module) => ({
    default: module.ProductHierarchyScreen,
  })),
);
