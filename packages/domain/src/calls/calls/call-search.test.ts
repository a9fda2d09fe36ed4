import { describe, expect, it } from 'vitest';
import { ZCallDetailsQuery, ZCallsPerHourQuery } from './call-search';
import { ZClickToCallRequest } from './click-to-call';
import { tenDigitNumber } from './phone-number';

describe('phone numbers of the calls', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['+91 98450-12345', '9845012345'],
    ['919845012345', null],
    ['984501234', null],
    ['98450123456', null],
    ['98450abcde', null],
  ])('%s reads as %s', (typed, digits) => {
    expect(tenDigitNumber(typed)).toBe(digits);
  });
});

describe('POST /api/click-to-call/ payload', () => {
  it('takes +91 numbers and an order with its channel and status', () => {
    expect(
      ZClickToCallRequest.parse({
        agent_number: '+919845010074',
        customer_number: '7000000001',
        order_id: 'neworder',
        aff_id: 0,
        status_id: 1,
      }),
    ).toEqual({
      agent_number: '9845010074',
      customer_number: '7000000001',
      order_id: 'NEWORDER',
      aff_id: 0,
      status_id: 1,
    });
  });

  it('takes a dialer call without an order', () => {
    expect(
      ZClickToCallRequest.parse({ agent_number: '9845010074', customer_number: '9845012345' }),
    ).toMatchObject({ order_id: null, aff_id: null, status_id: null });
  });

  it.each<[object, string, string]>([
    [{ customer_number: '98450' }, 'customer_number', 'Enter a 10 digit number'],
    [{ agent_number: '' }, 'agent_number', 'Enter a 10 digit number'],
    [{ order_id: 'NEWORDER' }, 'aff_id', 'aff_id is Required with order_id'],
    [{ order_id: 'NEW', aff_id: 0 }, 'order_id', 'Invalid order id'],
    [{ aff_id: 12 }, 'aff_id', 'Select a valid channel'],
    [{ status_id: 77 }, 'status_id', 'Select a valid status'],
  ])('refuses %j', (change, path, message) => {
    const result = ZClickToCallRequest.safeParse({
      agent_number: '9845010074',
      customer_number: '9845012345',
      ...change,
    });
    expect(result.error?.issues.find((i) => i.path.join('.') === path)?.message).toBe(message);
  });
});

describe('the call details query', () => {
  it('reads numbers, dates, a duration and the page', () => {
    expect(
      ZCallDetailsQuery.parse({
        number: '+919845012345',
        call_type: 'outbound',
        start: '2026-11-01',
        end: '2026-11-21',
        duration: '30',
        limit: '20',
      }),
    ).toEqual({
      number: '9845012345',
      call_type: 'outbound',
      start: '2026-11-01',
      end: '2026-11-21',
      duration: 30,
      limit: 20,
      offset: 0,
    });
  });

  it.each<[object, string, string]>([
    [{ start: '2026-02-30' }, 'start', 'Dates must be written YYYY-MM-DD'],
    [
      { start: '2026-11-21', end: '2026-11-20' },
      'end',
      'End date must not be before the start date',
    ],
    [{ start: '2026-01-01', end: '2026-04-03' }, 'end', 'Choose at most 92 days'],
    [{ call_type: 'missed' }, 'call_type', 'call_type must be inbound or outbound'],
    [{ duration: '-1' }, 'duration', 'duration must be a whole number of seconds'],
    [{ limit: '101' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ cus_contact: '12345' }, 'cus_contact', 'Enter a 10 digit number'],
  ])('refuses %j', (query, path, message) => {
    const result = ZCallDetailsQuery.safeParse(query);
    expect(result.error?.issues.find((i) => i.path.join('.') === path)?.message).toBe(message);
  });

  it('reads the hourly chart query', () => {
    expect(ZCallsPerHourQuery.parse({ date: '2026-11-21', agent_login_id: '4' })).toEqual({
      date: '2026-11-21',
      agent_login_id: 4,
    });
    expect(ZCallsPerHourQuery.safeParse({ date: 'today' }).success).toBe(false);
  });

  it('reads a range of days for the chart of the last 7 or 30 days', () => {
    expect(ZCallsPerHourQuery.parse({ start: '2026-11-15', date: '2026-11-21' })).toEqual({
      start: '2026-11-15',
      date: '2026-11-21',
    });
  });

  it.each([
    [{ start: '2026-11-15' }, 'date is Required with start'],
    [{ start: '2026-11-22', date: '2026-11-21' }, 'End date must not be before the start date'],
    [{ start: '2026-08-21', date: '2026-11-21' }, 'Choose at most 92 days'],
  ])('refuses the range %j: "%s"', (query, message) => {
    const result = ZCallsPerHourQuery.safeParse(query);
    expect(result.error?.issues.find((i) => i.path.join('.') === 'date')?.message).toBe(message);
  });
});
