/**
 * The answers of the point of sale (002 section 3 "Retail order detail response" and section 7),
 * named after the spec's fields. Money is rupees on the wire (integer paise inside); times ISO,
 * days YYYY-MM-DD. Flags the spec writes as 0/1 stay 0/1.
 */
export * from './messages';
export * from './otp';
export * from './order-detail';
export * from './payment';
export * from './history';
export * from './products';
export * from './placing';
export * from './store';
