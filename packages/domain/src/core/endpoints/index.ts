export * from './define-endpoint';
