export * from './warehouses';
