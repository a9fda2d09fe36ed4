/** The gift card box the order screens host (place order). */
export { GiftCardBox, type CheckedGiftCard, type GiftCardBoxProps } from './gift-card-box';
export { checkGiftCard, useCheckGiftCard } from './check-gift-card';
