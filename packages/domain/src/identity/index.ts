export * from './current-user';
export * from './schemas';
export * from './contract';
