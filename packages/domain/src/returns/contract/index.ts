/**
 * The answers of the returns area (docs/returns.md): requests, lists, replacements and issues,
 * pickups, lost products, RTS, challans and refunds of returns. Money is rupees on the wire
 * (integer paise inside); times are ISO strings, days YYYY-MM-DD. Every string is bounded.
 */
export * from './requests';
export * from './lists';
export * from './customer-requests';
export * from './replacements';
export * from './pickups';
export * from './money';
export * from './issued-items';
export * from './pickup-steps';
