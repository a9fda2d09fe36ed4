export * from './rules';
export * from './balances';
