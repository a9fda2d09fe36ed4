export * from './wire';
export * from './format';
