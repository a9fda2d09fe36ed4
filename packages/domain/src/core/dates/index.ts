export * from './format';
export * from './india-day';
