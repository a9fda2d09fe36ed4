export * from './browser-session';
export * from './current-user';
export * from './schemas';
export * from './contract';
export * from './password-reset';
export * from './saved-filters';
export * from './password-link';
export * from './set-password-page';
