export * from './staff';
export * from './sessions';
export * from './login-records';
export * from './staff-status-periods';
export * from './audit-log';
export * from './app-meta';
