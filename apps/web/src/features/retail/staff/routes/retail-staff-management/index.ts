import { lazy } from 'react';

export const RetailStaffManagementScreen = lazy(() =>
  import('./retail-staff-management-screen').then((module) => ({
    default: module.RetailStaffManagementScreen,
  })),
);
