import { z } from 'zod';

/** The dialer's number length: 10 digits, and the input is capped there (000 section 5). */
export const DIALER_NUMBER_LENGTH = 10;
/** Outgoing numbers are prefixed with India's code. */
export const OUTGOING_NUMBER_PREFIX = '+91';
/** The spec's landline hint: 10 digits once the area code's 0 is dropped. */
export const DIALER_LANDLINE_HINT = 'For a landline, drop the leading 0 of the area code';
/** The spec gives no text for a wrong number; this one says what is wanted. */
export const DIALER_NUMBER_MESSAGE = 'Enter a 10 digit number';

const TEN_DIGITS = /^\d{10}$/;

/** What the dialer box keeps of a typed value: at most 10 characters. */
export function capDialerInput(typed: string): string {
  return typed.slice(0, DIALER_NUMBER_LENGTH);
}

/** Whether the Call button is enabled: exactly 10 digits. */
export function canDial(number: string): boolean {
  return TEN_DIGITS.test(number);
}

/** The number actually dialled: +91 and the 10 digits. */
export function outgoingNumber(number: string): string {
  if (!canDial(number)) throw new RangeError(DIALER_NUMBER_MESSAGE);
  return `${OUTGOING_NUMBER_PREFIX}${number}`;
}

/** A dialer number in a click-to-call payload: exactly 10 digits, without the prefix. */
export const ZDialerNumber = z
  .string({ error: DIALER_NUMBER_MESSAGE })
  .regex(TEN_DIGITS, DIALER_NUMBER_MESSAGE);
