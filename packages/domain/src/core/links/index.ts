export * from './link-expiry';
export * from './link-token';
