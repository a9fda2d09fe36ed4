export * from './messages';
export * from './fields';
export * from './members';
export * from './member-rules';
export * from './pods';
export * from './activity';
export * from './assignment';
export * from './qa-reviews';
