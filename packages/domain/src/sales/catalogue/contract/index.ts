/**
 * The answers of the catalogue calls (docs/sales.md): one schema per payload, the types inferred
 * from them. The server sends them as its response schemas; the web checks its answers against
 * them in development and tests. Money is in rupees on the wire (integer paise inside), sizes in
 * whole inches.
 */
export * from './products';
export * from './availability';
export * from './parts';
