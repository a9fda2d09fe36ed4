export * from './current-user';
export * from './schemas';
