export * from './limits';
export * from './messages';
export * from './sheet-type';
export * from './row-results';
export * from './sheet-types/pincodes';
