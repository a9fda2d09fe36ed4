import { describe, expect, it } from 'vitest';
import { CASH_MESSAGES } from './messages';
import { ZAgentSubmitRequest, ZCashReportQuery, ZResolveDisputeRequest } from './contract';

describe('the cash messages (spec 002 sections 5 and 8)', () => {
  it.each([
    ['required', 'Required!'],
    ['confirm', 'Are you sure want to confirm?'],
    ['submitted', 'Submited Successfully.'],
    ['success', 'Success.'],
    ['emailSent', 'Email Sent Successfully.'],
    ['amountMismatch', 'The amount does not match the notes counted'],
    ['amountPositive', 'Enter an amount above 0'],
    ['commentsRequired', 'Comments are Required!'],
  ] as const)('says %s as "%s"', (key, text) => {
    expect(CASH_MESSAGES[key]).toBe(text);
  });

  const firstMessage = (parsed: {
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  }) => {
    const issue = parsed.error?.issues[0];
    return issue && { path: issue.path.join('.'), message: issue.message };
  };

  it.each([
    [{ payment_mode: '-1', start_date: '2026-01-01' }, 'end_date', 'Required!'],
    [{ payment_mode: '-1', end_date: '2026-01-01' }, 'start_date', 'Required!'],
    [{ start_date: '2026-01-01', end_date: '2026-01-02' }, 'payment_mode', 'Required!'],
    [
      { payment_mode: '-1,7', start_date: '2026-01-01', end_date: '2026-01-02' },
      'payment_mode',
      'Pick payment modes from the list',
    ],
    [
      { payment_mode: '-1', start_date: '1/1/2026', end_date: '2026-01-02' },
      'start_date',
      'Enter a date as YYYY-MM-DD',
    ],
    [
      { payment_mode: '-1', start_date: '2026-01-01', end_date: '2026-02-30' },
      'end_date',
      'Enter a real date',
    ],
  ])('refuses the report filter %j at %s: "%s"', (query, path, message) => {
    expect(firstMessage(ZCashReportQuery.safeParse(query))).toEqual({ path, message });
  });

  it('reads the payment modes as a comma list, once each', () => {
    const query = ZCashReportQuery.parse({
      payment_mode: '-1, 1,-1',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
    expect(query.payment_mode).toEqual([-1, 1]);
  });

  it.each([
    [
      { amount: 0, retail_manager_login_id: 16, denominations: {} },
      'amount',
      'Enter an amount above 0',
    ],
    [{ amount: 100, denominations: {} }, 'retail_manager_login_id', 'Required!'],
  ])('refuses the submit %j at %s: "%s"', (body, path, message) => {
    expect(firstMessage(ZAgentSubmitRequest.safeParse(body))).toEqual({ path, message });
  });

  it('reads the submitted amount in rupees as paise', () => {
    expect(
      ZAgentSubmitRequest.parse({ amount: 1500.5, retail_manager_login_id: 16, denominations: {} })
        .amount,
    ).toBe(150_050);
  });

  it('asks for comments to resolve a dispute', () => {
    expect(
      firstMessage(ZResolveDisputeRequest.safeParse({ outcome: 'recovered', comments: '  ' })),
    ).toEqual({ path: 'comments', message: 'Comments are Required!' });
  });
});
