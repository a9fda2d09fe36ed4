import { describe, expect, it } from 'vitest';
import { pickerStatus, showsNotServiceable } from './picker-status';

const served = { message: 'In stock', result: {} as never };
const notServed = { message: 'Pincode is not serviceable', result: null };

describe('the picker’s status (001 section 4)', () => {
  it.each([
    [true, undefined, 'loading', false],
    [true, served, 'loading', false],
    [false, undefined, 'ready', false],
    [false, served, 'done', false],
    [false, notServed, 'ready', true],
    [true, notServed, 'loading', false],
  ] as const)(
    'busy %s with %j is %s (not serviceable shown: %s)',
    (busy, answer, status, shown) => {
      expect(pickerStatus(busy, answer)).toBe(status);
      expect(showsNotServiceable(pickerStatus(busy, answer), answer)).toBe(shown);
    },
  );
});
