export * from './calendar-day';
export * from './format';
export * from './india-day';
