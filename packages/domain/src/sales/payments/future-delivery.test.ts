import { describe, expect, it } from 'vitest';
import { futureDeliveryRanges, isOfferedDate, ZUpdateDeliveryDateRequest } from './future-delivery';

// 2026-03-04 is a Wednesday; Sundays in the window: 8, 15, 22, 29 March.
const TODAY = '2026-03-04';

describe('future delivery ranges', () => {
  it('offers 30 days from tomorrow, Monday to Saturday runs', () => {
    expect(futureDeliveryRanges({ orm_order_status: 2, promised_date: null }, TODAY)).toEqual({
      message: null,
      date_ranges: [
        { start_date: '2026-03-05', end_date: '2026-03-07' },
        { start_date: '2026-03-09', end_date: '2026-03-14' },
        { start_date: '2026-03-16', end_date: '2026-03-21' },
        { start_date: '2026-03-23', end_date: '2026-03-28' },
        { start_date: '2026-03-30', end_date: '2026-04-03' },
      ],
    });
  });

  it('starts after a promised date later than today', () => {
    const { date_ranges } = futureDeliveryRanges(
      { orm_order_status: 1, promised_date: '2026-03-20' },
      TODAY,
    );
    expect(date_ranges[0]).toEqual({ start_date: '2026-03-21', end_date: '2026-03-21' });
    // The window's last day, 19 April, is a Sunday.
    expect(date_ranges.at(-1)?.end_date).toBe('2026-04-18');
  });

  it.each([7, 9, 21, 4])('gives a cart in status %i only the message', (status) => {
    expect(
      futureDeliveryRanges({ orm_order_status: status as 7, promised_date: null }, TODAY),
    ).toEqual({
      date_ranges: [],
      message: 'Future delivery can be asked only before the cart is shipped',
    });
  });

  it.each([
    ['2026-03-05', true],
    ['2026-03-08', false],
    ['2026-04-03', true],
    ['2026-04-04', false],
    ['2026-03-04', false],
  ])('%s offered: %s', (date, offered) => {
    const { date_ranges } = futureDeliveryRanges(
      { orm_order_status: 2, promised_date: null },
      TODAY,
    );
    expect(isOfferedDate(date, date_ranges)).toBe(offered);
  });

  it.each(['2026-02-30', '05-03-2026', ''])('refuses the date %j', (date) => {
    expect(
      ZUpdateDeliveryDateRequest.safeParse({ cart_pid: 1, version: 1, cx_request_date: date }).error
        ?.issues[0]?.message,
    ).toBe('Select a delivery date');
  });
});
