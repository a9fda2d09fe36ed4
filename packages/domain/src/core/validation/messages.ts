/** Sign-in messages of spec 000 section 5. */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Invalid Email Id!',
  emailRequired: 'Email is Required!',
  passwordRequired: 'Password is Required!',
} as const;

/**
 * Messages of the shared patterns (000 section 5). The spec gives only the e-mail text; the
 * others say what the field accepts, in the same words as the rule.
 */
export const PATTERN_MESSAGES = {
  decimalAmount: 'Enter an amount with at most 2 decimals',
  percent: 'Enter a percentage of at most 2 digits and 1 decimal',
  digits: 'Only digits are allowed',
  lettersAndSpaces: 'Only letters and spaces are allowed',
  lettersSpacesAndDots: 'Only letters, spaces and dots are allowed',
  email: SIGN_IN_MESSAGES.invalidEmail,
  gstNumber: 'Invalid GST Number!',
  panNumber: 'Invalid PAN Number!',
  range: 'Enter a range as 10 digits, a dash and 10 digits',
} as const;

/** Order-context messages for coupons and gift cards (000 sections 5 and 8). */
export const COUPON_MESSAGES = {
  invalidCoupon: 'Invalid Coupon Code!',
  invalidGiftCard: 'Invalid Gift Card Credentials',
  giftCardNoBalance: 'Gift card has insufficient balance',
} as const;
