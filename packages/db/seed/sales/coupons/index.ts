export { DEMO_COUPONS, DEMO_ORDER_COUPON_CODES, seedDemoCoupons } from './demo-coupons';
export { seedCoupon } from './seed-coupon';
