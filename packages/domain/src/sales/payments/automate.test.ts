import { describe, expect, it } from 'vitest';
import { automateMessage, linkCheckText, ZAutomateRequest } from './automate';

describe('the automatic checks of an order', () => {
  it.each([
    ['pending', 'pending', 'Link PL1 is still pending'],
    ['pending', 'paid', 'Link PL1 was paid: ₹1,500.00 recorded'],
    ['failed', 'paid', 'Link PL1 was paid: ₹1,500.00 recorded'],
    ['pending', 'failed', 'Link PL1 had a failed payment try: it stays open until it expires'],
    ['failed', 'failed', 'Link PL1 is still open: its last payment try failed'],
    ['pending', 'expired', 'Link PL1 has expired'],
    ['pending', 'cancelled', 'Link PL1 was cancelled at the payment provider'],
    ['failed', 'pending', 'Link PL1 is open again'],
  ] as const)('tells a %s link now %s as "%s"', (before, after, text) => {
    expect(linkCheckText({ transaction_id: 'PL1', before, after, amount_paise: 150_000 })).toBe(
      text,
    );
  });

  it.each([
    [0, 'No pending payment links to check'],
    [1, 'Checked 1 payment link'],
    [3, 'Checked 3 payment links'],
  ])('sums up %d checked links as "%s"', (checked, message) => {
    expect(automateMessage(checked)).toBe(message);
  });

  it('names the order by its random id, upper case, at a version', () => {
    expect(ZAutomateRequest.parse({ order_random_id: ' k7q2m9xa ', version: 3 })).toEqual({
      order_random_id: 'K7Q2M9XA',
      version: 3,
    });
    expect(ZAutomateRequest.safeParse({ order_random_id: 'K7Q2M9XA' }).success).toBe(false);
  });
});
