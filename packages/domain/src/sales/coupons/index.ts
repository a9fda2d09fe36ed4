export * from './coupon';
export * from './coupon-messages';
export * from './eligibility';
export * from './discount';
export * from './pricing';
export * from './gift-card';
export * from './schemas';
export * from './contract';
export { COUPON_MESSAGES } from '../../core/validation/messages';
export { giftCardOutcome, type GiftCardOutcome } from '../../core/validation/gift-card';
export {
  couponErrorMessage,
  couponRequest,
  normaliseCouponCode,
  ZCouponCode,
  type CouponRequest,
  type TCouponCode,
} from '../../core/validation/coupon';
