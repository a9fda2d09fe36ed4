import { describe, expect, it } from 'vitest';
import {
  canMoveLead,
  isLeadQuotable,
  LEAD_STATUSES,
  LEAD_TYPES,
  leadTypeLabel,
  showsQuoteActions,
  statusAfterQuotation,
  type LeadStatus,
} from './leads';

describe('lead types (002: 1 Outbound, 2 Inbound, 3 Repeat)', () => {
  it('pins the catalogue', () => {
    expect(LEAD_TYPES).toEqual([
      { id: 1, label: 'Outbound' },
      { id: 2, label: 'Inbound' },
      { id: 3, label: 'Repeat' },
    ]);
    expect(leadTypeLabel(3)).toBe('Repeat');
    expect(leadTypeLabel(9)).toBe('9');
  });
});

describe('lead status machine', () => {
  const allowed: [LeadStatus, LeadStatus][] = [
    ['NEW', 'QUOTED'],
    ['NEW', 'LOST'],
    ['QUOTED', 'ACQUIRED'],
    ['QUOTED', 'LOST'],
    ['LOST', 'NEW'],
  ];
  const pairs = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canMoveLead(from, to)).toBe(expected);
  });

  it.each([
    ['NEW', 'QUOTED', true, true],
    ['QUOTED', 'QUOTED', true, true],
    ['ACQUIRED', 'ACQUIRED', false, false],
    ['LOST', 'LOST', false, true],
  ] as const)('%s: after a quotation %s, quotable %s, quote actions %s', (s, next, q, actions) => {
    expect(statusAfterQuotation(s)).toBe(next);
    expect(isLeadQuotable(s)).toBe(q);
    expect(showsQuoteActions(s)).toBe(actions);
  });
});
