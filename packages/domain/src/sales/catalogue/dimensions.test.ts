import { describe, expect, it } from 'vitest';
import {
  breadthsFor,
  dimensionTree,
  formatDimensions,
  heightsFor,
  isSizeOffered,
  parseDimensions,
  type Dimensions,
} from './dimensions';

const size = (length: number, breadth: number, height: number | null): Dimensions => ({
  length,
  breadth,
  height,
});

describe('the text of a size', () => {
  it.each([
    [size(72, 36, 6), '72 x 36 x 6 in'],
    [size(72, 36, null), '72 x 36 in'],
  ])('formats %j as "%s"', (dims, text) => {
    expect(formatDimensions(dims)).toBe(text);
    expect(parseDimensions(text)).toEqual(dims);
  });

  it.each([
    ['72x36x6', size(72, 36, 6)],
    [' 78 X 72 X 10 inches ', size(78, 72, 10)],
    ['90 x 100 in', size(90, 100, null)],
    ['24×16×5"', size(24, 16, 5)],
  ])('reads "%s"', (text, dims) => {
    expect(parseDimensions(text)).toEqual(dims);
  });

  it.each([
    '',
    '72',
    '72 x 36 x 6 x 2',
    '72.5 x 36 x 6',
    '0 x 36 x 6',
    'seventy x 36',
    '72 x 36 cm',
  ])('refuses "%s"', (text) => {
    expect(parseDimensions(text)).toBeNull();
  });
});

describe('the sizes a model offers', () => {
  const tree = dimensionTree([
    size(78, 72, 8),
    size(72, 36, 6),
    size(72, 36, 8),
    size(78, 60, 8),
    size(72, 36, 6),
    size(72, 72, 6),
  ]);

  it('nests lengths, breadths and heights, ascending and without duplicates', () => {
    expect(tree).toEqual([
      {
        length: 72,
        child: [
          { breadth: 36, child: [{ height: 6 }, { height: 8 }] },
          { breadth: 72, child: [{ height: 6 }] },
        ],
      },
      {
        length: 78,
        child: [
          { breadth: 60, child: [{ height: 8 }] },
          { breadth: 72, child: [{ height: 8 }] },
        ],
      },
    ]);
  });

  it.each([
    [72, [36, 72]],
    [78, [60, 72]],
    [75, []],
    [null, []],
  ])('offers for length %s the breadths %j', (length, breadths) => {
    expect(breadthsFor(tree, length)).toEqual(breadths);
  });

  it.each([
    [72, 36, [6, 8]],
    [78, 72, [8]],
    [72, 60, []],
  ])('offers for %i x %i the heights %j', (length, breadth, heights) => {
    expect(heightsFor(tree, length, breadth)).toEqual(heights);
  });

  it.each([
    [size(72, 36, 8), true],
    [size(72, 36, 10), false],
    [size(72, 36, null), false],
    [size(75, 36, 6), false],
  ])('offers %j: %s', (dims, offered) => {
    expect(isSizeOffered(tree, dims)).toBe(offered);
  });

  it('offers a flat size only without a height', () => {
    const flat = dimensionTree([size(72, 36, null)]);
    expect(flat).toEqual([{ length: 72, child: [{ breadth: 36, child: [] }] }]);
    expect(isSizeOffered(flat, size(72, 36, null))).toBe(true);
    expect(isSizeOffered(flat, size(72, 36, 1))).toBe(false);
  });
});
