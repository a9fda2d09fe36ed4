/**
 * The answers of the orders API (docs/orders.md): one schema per payload, the types inferred
 * from them. The server sends them as its response schemas; the web checks its answers against
 * them in development and tests. Money is in rupees on the wire (integer paise inside).
 */
export * from './order-page';
export * from './lists';
export * from './search';
export * from './comments';
export * from './history';
export * from './status';
export * from './notifications';
export * from './documents';
export * from './tracking';
export * from './requested-dates';
export * from './shipping-labels';
export * from './billing';
export * from './cart-details';
