export * from './sales-channels';
