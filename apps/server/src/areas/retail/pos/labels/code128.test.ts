import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values, isCode128Text } from './code128';

describe('Code 128 B', () => {
  it('encodes the text with its mod-103 checksum between start B and stop', () => {
    // 104 + 48*1 + 42*2 + 42*3 + 17*4 + 18*5 + 19*6 + 35*7 = 879, and 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('is 11 modules a symbol and 13 for the stop', () => {
    const { modules } = code128Bars('MAT-ORTHO-72x36x6');
    expect(modules).toBe((1 + 17 + 1) * 11 + 13);
  });

  it('starts with the start B bars and ends with the termination bar', () => {
    const { bars, modules } = code128Bars('A');
    expect(bars.slice(0, 3)).toEqual([
      { x: 0, width: 2 },
      { x: 3, width: 1 },
      { x: 6, width: 1 },
    ]);
    expect(bars.at(-1)).toEqual({ x: modules - 2, width: 2 });
  });

  it('refuses text outside printable ASCII', () => {
    expect(isCode128Text('SKU-1')).toBe(true);
    expect(isCode128Text('SKU\u20b9')).toBe(false);
    expect(() => code128Values('')).toThrow(RangeError);
  });
});
