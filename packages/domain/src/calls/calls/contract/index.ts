/**
 * The answers of the call calls (docs/calls.md): one schema per payload, the types inferred
 * from them, sent by the server and checked by the web in development and tests.
 */
export * from './calls';
export * from './hours';
export * from './dispositions';
