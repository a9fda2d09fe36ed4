/**
 * The answers of the team calls (docs/team.md): one schema per payload, the types inferred
 * from them, sent by the server and checked by the web in development and tests.
 */
export * from './members';
export * from './activity';
export * from './concerns';
export * from './qa-reviews';
