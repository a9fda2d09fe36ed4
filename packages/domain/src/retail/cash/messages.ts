/** What the cash screens and the server say (spec 002 sections 5 and 8). */
export const CASH_MESSAGES = {
  required: 'Required!',
  confirm: 'Are you sure want to confirm?',
  submitted: 'Submited Successfully.',
  success: 'Success.',
  emailSent: 'Email Sent Successfully.',
  amountMismatch: 'The amount does not match the notes counted',
  amountPositive: 'Enter an amount above 0',
  commentsRequired: 'Comments are Required!',
} as const;
