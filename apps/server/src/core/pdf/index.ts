export * from './document';
export * from './fonts';
export * from './layout';
