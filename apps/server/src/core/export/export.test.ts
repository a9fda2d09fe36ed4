import type { ExportColumn } from '@backoffice/domain/core/export';
import { describe, expect, it } from 'vitest';
import { offsetBatches } from './batches';
import { csvField, csvStream } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+91 98450', "'+91 98450"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=A1,B1', `"'=A1,B1"`],
  ])('writes %j as %j', (text, field) => {
    expect(csvField(text)).toBe(field);
  });
});

describe('offsetBatches and csvStream', () => {
  it('reads page after page until a short one and writes every row once', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, paise: i * 150 }));
    const asked: number[] = [];
    const batches = offsetBatches(async (offset, limit) => {
      asked.push(offset);
      return rows.slice(offset, offset + limit);
    }, 3);
    const columns: ExportColumn<(typeof rows)[number]>[] = [
      { header: 'Id', kind: 'number', cell: (r) => r.id },
      { header: 'Amount', kind: 'rupees', cell: (r) => r.paise },
    ];
    let text = '';
    for await (const chunk of csvStream(columns, batches)) text += String(chunk);
    expect(asked).toEqual([0, 3, 6]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFId,Amount',
      '1,0.00',
      '2,1.50',
      '3,3.00',
      '4,4.50',
      '5,6.00',
      '6,7.50',
      '7,9.00',
      '',
    ]);
  });
});
