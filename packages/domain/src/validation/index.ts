export * from './messages';
export * from './sum-check';
