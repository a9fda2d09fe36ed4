import { describe, expect, it } from 'vitest';
import * as constants from './global-constants';

describe('global constants (000 section 9)', () => {
  it.each([
    ['ORDER_LIST_PAGE_SIZE', 50],
    ['MEMBER_LIST_PAGE_SIZE', 100],
    ['PRODUCTION_LIST_PAGE_SIZE', 100],
    ['API_TIMEOUT_MS', 180_000],
    ['STICKY_BACK_SCROLL_PX', 75],
    ['SCROLL_TO_TOP_PX', 50],
    ['HOUR_SLOTS', [2, 9, 14, 26, 33, 35, 38, 50, 57, 62]],
    ['RANDOM_ID_LENGTH', 8],
    ['DEFAULT_DEBOUNCE_MS', 1_000],
    ['FUTURE_DELIVERY_CLOSE_MS', 1_000],
    ['FILE_READ_CHUNK_SIZE', 512],
    ['DATE_TIME_FORMAT', 'D MMM, YYYY h:mm A'],
    ['INDIA_UTC_OFFSET', '+05:30'],
    ['NUMBER_LOCALE', 'en-IN'],
    ['MAX_FRACTION_DIGITS', 2],
    ['CURRENCY', 'INR'],
  ] as const)('%s is %j', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it('has no constant without a row above', () => {
    expect(Object.keys(constants)).toHaveLength(16);
  });
});
