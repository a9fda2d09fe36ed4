export * from './roles';
export * from './sign-in-roles';
export * from './access-config';
export * from './capabilities';
export * from './routes';
export * from './menu';
export * from './redirect';
export * from './shortcuts';
