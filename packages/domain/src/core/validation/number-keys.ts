/** Keys a number input ignores: exponent and sign (000 section 5). */
const NUMBER_INPUT_BLOCKED_KEYS = ['e', 'E', '+', '-'] as const;

/** The keys a number input blocks: e, E, + and -, and also . for whole-number fields. */
export function blockedNumberKeys(wholeNumber: boolean): readonly string[] {
  return wholeNumber ? [...NUMBER_INPUT_BLOCKED_KEYS, '.'] : NUMBER_INPUT_BLOCKED_KEYS;
}

/** Whether a key press is to be blocked in a number input (a keydown handler's test). */
export function isBlockedNumberKey(key: string, wholeNumber: boolean): boolean {
  return blockedNumberKeys(wholeNumber).includes(key);
}
