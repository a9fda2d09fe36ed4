export * from './messages';
export * from './roles';
export * from './page-sizes';
export * from './form';
export * from './requests';
export * from './contract';
