/**
 * The calls of the payments API and of the order changes it serves (docs/sales.md): one schema
 * per payload, the types inferred from them. The server sends the answers as its response
 * schemas; the web checks its answers against them in development and tests. Money is rupees
 * on the wire (integer paise inside); times are ISO strings, dates YYYY-MM-DD.
 */
export { ZCartChannelQuery, ZCartPidParam, type StaffRef } from './shared';
export * from './links';
export * from './cod-to-online';
export * from './cart-changes';
export * from './partner-orders';
export * from './additional-payments';
