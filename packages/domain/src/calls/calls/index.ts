export * from './call-states';
export * from './phone-number';
export * from './click-to-call';
export * from './call-search';
export * from './contract';
export * from './dispositions';
export * from './date-presets';
