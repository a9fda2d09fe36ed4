/** The coupon box the order screens host (place order, cart edit). */
export { CouponBox, type CouponBoxProps, type CouponCart } from './coupon-box';
export { applyCoupon, useApplyCoupon } from './apply-coupon';
