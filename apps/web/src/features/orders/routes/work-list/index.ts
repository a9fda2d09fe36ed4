import { lazy } from 'react';

const screens = () => import('./work-list-screen');

export const OrderConfirmationTeamScreen = lazy(() =>
  screens().then((module) => ({ default: module.OrderConfirmationTeamScreen })),
);

export const RelationshipTeamScreen = lazy(() =>
  screens().then((module) => ({ default: module.RelationshipTeamScreen })),
);
