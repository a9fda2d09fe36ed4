/**
 * The answers of the place-order and cart-edit calls (docs/sales.md): one schema per payload,
 * the types inferred from them. The server sends them as its response schemas; the web checks
 * its answers against them in development and tests. Money is rupees on the wire (integer paise
 * inside); dates YYYY-MM-DD.
 */
export * from './promise';
export * from './customers';
export * from './placing';
export * from './modifications';
export * from './addons';
