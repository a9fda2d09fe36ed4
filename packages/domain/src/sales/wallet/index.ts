export * from './rules';
export * from './balances';
export * from './earned-credit';
