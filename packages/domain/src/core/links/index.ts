export * from './link-expiry';
