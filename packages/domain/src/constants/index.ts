export * from './global-constants';
