export * from './endpoints';
export * from './error-codes';
export * from './gst';
export * from './pincodes';
