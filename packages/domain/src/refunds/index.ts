export * from './categories';
export * from './statuses';
export * from './automation';
