import { describe, expect, it } from 'vitest';
import { rupeeAxisTop, seriesColours } from './holdings-chart';

describe('rupeeAxisTop', () => {
  it.each([
    [0, 100],
    [1, 1],
    [7, 10],
    [1_499, 2_000],
    [48_000, 50_000],
    [50_000, 50_000],
    [50_001, 100_000],
  ])('%d rupees take an axis up to %d', (largest, top) => {
    expect(rupeeAxisTop(largest)).toBe(top);
  });
});

describe('seriesColours', () => {
  it('gives transit, the store and disputes fixed colours and people the palette in turn', () => {
    const colours = seriesColours([
      { key: 'a', label: 'A', kind: 'person' },
      { key: 't', label: 'In transit', kind: 'transit' },
      { key: 'b', label: 'B', kind: 'person' },
      { key: 's', label: 'Store', kind: 'store_till' },
    ]);
    expect([...colours.values()]).toEqual([
      'var(--mantine-color-blue-6)',
      'var(--mantine-color-yellow-6)',
      'var(--mantine-color-teal-6)',
      'var(--mantine-color-green-7)',
    ]);
  });
});
