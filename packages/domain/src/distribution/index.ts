export * from './messages';
export * from './statuses';
export * from './credit-ledger';
export * from './credit-approval';
export * from './pricing';
export * from './distributor-form';
export * from './order-request';
export * from './contract';
