export * from './delivery-promise';
export * from './messages';
export * from './cart-change';
export * from './place-order-schemas';
export * from './edit-cart-schemas';
export * from './addon-schemas';
export * from './contract';
export * from './quick-commerce';
