/**
 * The answers of leads and quotations (docs/quotations.md), named after the spec's fields
 * (002 sections 4 and 7). Money is rupees on the wire (a JSON number with at most two decimals;
 * integer paise inside); times are ISO strings, days YYYY-MM-DD (Indian calendar).
 */
export * from './settings';
export * from './leads';
export * from './quotation';
