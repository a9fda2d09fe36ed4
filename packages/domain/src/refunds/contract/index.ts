/**
 * The answers of the refund calls (docs/refunds.md "Calls"). Money is rupees on the wire
 * (integer paise inside); times are ISO strings. Every string is bounded.
 */
export * from './summary';
export * from './lists';
export * from './details';
export * from './status';
export * from './trouble';
export * from './bank-details';
export * from './initiation';
