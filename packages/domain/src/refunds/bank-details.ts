import { z } from 'zod';
import { LINK_VALIDITY_HOURS } from '../core/links/link-expiry';

/**
 * A customer's bank account for a refund: holder's name, account number and IFSC. The spec gives
 * the fields only; the formats are India's (docs/refunds.md "Bank details").
 */
export const BANK_DETAILS_LIMITS = {
  holderNameMin: 3,
  holderNameMax: 100,
  accountNumberMin: 9,
  accountNumberMax: 18,
  ifscLength: 11,
} as const;

export const BANK_DETAILS_MESSAGES = {
  holderNameRequired: 'Enter the account holder name',
  holderNameShort: `Account holder name must be at least ${BANK_DETAILS_LIMITS.holderNameMin} characters`,
  holderNameLong: `Account holder name must be at most ${BANK_DETAILS_LIMITS.holderNameMax} characters`,
  holderNameLetters: 'Account holder name may have letters, spaces and dots only',
  accountNumber: `Enter a valid account number (${BANK_DETAILS_LIMITS.accountNumberMin} to ${BANK_DETAILS_LIMITS.accountNumberMax} digits)`,
  accountNumbersDiffer: 'Account numbers do not match',
  ifsc: 'Enter a valid IFSC (4 letters, 0, then 6 letters or digits)',
  saved: 'Bank details updated!',
  linkSent: 'Bank details form link sent!',
  submitted: 'Thank you! Your bank details are saved.',
  alreadySubmitted: 'Bank details were already submitted through this link',
} as const;

/** IFSC: 4 capital letters (the bank), a zero, 6 capitals or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
const HOLDER_NAME_PATTERN = /^[A-Za-z. ]+$/;

export const ZAccountHolderName = z
  .string({ error: BANK_DETAILS_MESSAGES.holderNameRequired })
  .trim()
  .min(BANK_DETAILS_LIMITS.holderNameMin, BANK_DETAILS_MESSAGES.holderNameShort)
  .max(BANK_DETAILS_LIMITS.holderNameMax, BANK_DETAILS_MESSAGES.holderNameLong)
  .regex(HOLDER_NAME_PATTERN, BANK_DETAILS_MESSAGES.holderNameLetters);

export const ZAccountNumber = z
  .string({ error: BANK_DETAILS_MESSAGES.accountNumber })
  .trim()
  .max(BANK_DETAILS_LIMITS.accountNumberMax, BANK_DETAILS_MESSAGES.accountNumber)
  .regex(ACCOUNT_NUMBER_PATTERN, BANK_DETAILS_MESSAGES.accountNumber);

/** IFSC, upper-cased before the check (customers type it in either case). */
export const ZIfsc = z
  .string({ error: BANK_DETAILS_MESSAGES.ifsc })
  .trim()
  .max(BANK_DETAILS_LIMITS.ifscLength, BANK_DETAILS_MESSAGES.ifsc)
  .toUpperCase()
  .regex(IFSC_PATTERN, BANK_DETAILS_MESSAGES.ifsc);

/** The three fields of a bank account, as staff and the public form send them. */
export const ZBankAccount = z.object({
  account_holder_name: ZAccountHolderName,
  account_number: ZAccountNumber,
  ifsc: ZIfsc,
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** Whether an IFSC is well formed (for a form's live check). */
export const isValidIfsc = (ifsc: string): boolean => IFSC_PATTERN.test(ifsc.trim().toUpperCase());
/** Whether an account number is well formed. */
export const isValidAccountNumber = (n: string): boolean => ACCOUNT_NUMBER_PATTERN.test(n.trim());

/** An account number shown with all but its last 4 digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const last = accountNumber.slice(-4);
  return `${'X'.repeat(Math.max(0, accountNumber.length - 4))}${last}`;
}

/**
 * The outcome of checking an account with the bank-account verification service: not checked
 * yet, valid, valid with a different holder's name, or no such account.
 */
export const BANK_VERIFICATION_STATUSES = {
  NOT_VERIFIED: { label: 'Not Verified', color: 'gray', verified: false },
  VALID: { label: 'Verified', color: 'green', verified: true },
  NAME_MISMATCH: { label: 'Name Mismatch', color: 'orange', verified: false },
  INVALID_ACCOUNT: { label: 'Invalid Account', color: 'red', verified: false },
} as const;
export type BankVerificationStatus = keyof typeof BANK_VERIFICATION_STATUSES;
export const BANK_VERIFICATION_STATUS_CODES = Object.keys(BANK_VERIFICATION_STATUSES) as [
  BankVerificationStatus,
  ...BankVerificationStatus[],
];

/** Where a refund's bank details came from: Finance typed them, or the customer's link. */
export const BANK_DETAILS_SOURCES = ['staff', 'customer_link'] as const;
export type BankDetailsSource = (typeof BANK_DETAILS_SOURCES)[number];

/** A bank-details link is valid as long as the core links: 24 hours. */
export const BANK_LINK_VALIDITY_HOURS = LINK_VALIDITY_HOURS;

/** When a bank-details link sent at `sentAt` expires. */
export function bankLinkExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + BANK_LINK_VALIDITY_HOURS * 60 * 60 * 1000);
}

/** Whether a bank-details link can still take the customer's answer. */
export function isBankLinkOpen(
  link: { expires_at: Date; used_at: Date | null },
  now: Date,
): boolean {
  return link.used_at === null && now.getTime() < link.expires_at.getTime();
}
