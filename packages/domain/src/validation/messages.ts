/** Sign-in messages of spec 000 section 5. */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Invalid Email Id!',
  emailRequired: 'Email is Required!',
  passwordRequired: 'Password is Required!',
} as const;
