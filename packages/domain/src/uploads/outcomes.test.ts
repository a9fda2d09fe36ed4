import { describe, expect, it } from 'vitest';
import { UPLOAD_OUTCOMES as O } from './outcomes';
import { sheetCsv } from './sheet-csv';

describe('UPLOAD_OUTCOMES', () => {
  it.each([
    [O.queued(1), 'Queued: 1 row to apply in the background'],
    [O.queued(2500), 'Queued: 2500 rows to apply in the background'],
    [O.applied(3, 0), '3 rows applied'],
    [O.applied(1, 0), '1 row applied'],
    [O.applied(48, 2), '48 rows applied, 2 failed'],
    [
      O.nothingApplied(1),
      'Nothing was applied: 1 row failed, and this sheet is applied whole or not at all',
    ],
    [O.failedRows(2), '2 rows failed: download the error sheet'],
    [O.failedRows(1), '1 row failed: download the error sheet'],
    [
      O.repeat(new Date('2026-11-21T05:30:00Z')),
      'This file was applied on 21 Nov, 2026 11:00 AM; nothing was applied again',
    ],
    [
      O.stillApplying(new Date('2026-11-21T05:30:00Z')),
      'This file, sent on 21 Nov, 2026 11:00 AM, is still being applied; nothing was applied again',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('sheetCsv', () => {
  it('quotes the fields with a comma, a quote or a line break, and ends every line', () => {
    expect(
      sheetCsv([
        ['Pincode', 'City'],
        ['560001', 'Bengaluru, KA'],
        ['1', 'say "hi"'],
      ]),
    ).toBe('Pincode,City\r\n560001,"Bengaluru, KA"\r\n1,"say ""hi"""\r\n');
  });
});
