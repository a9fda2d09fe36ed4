import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { couponFailureText } from './coupon-failure';

describe('the text of a failed coupon apply', () => {
  it.each([
    [
      new ApiError('This coupon has reached its usage limit', 400),
      'This coupon has reached its usage limit',
    ],
    [new ApiError('Something Went Wrong!', 400), 'Invalid Coupon Code!'],
    [new ApiError('Access Forbidden', 403), 'Access Forbidden'],
    [new ApiError('Service unavailable', 503), 'Service unavailable'],
    [new Error('boom'), 'Invalid Coupon Code!'],
  ])('%o shows %j', (failure, text) => {
    expect(couponFailureText(failure)).toBe(text);
  });
});
