/**
 * The answers of the distribution calls (docs/distribution.md), named after the spec's fields
 * (001 section 3, 002 section 3). Money is rupees on the wire (a JSON number with at most two
 * decimals; integer paise inside); times are ISO strings.
 */
export * from './distributors';
export * from './credit';
export * from './pricing';
export * from './orders';
