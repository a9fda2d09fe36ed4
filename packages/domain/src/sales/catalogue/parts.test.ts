import { describe, expect, it } from 'vitest';
import {
  addPart,
  partQuantityError,
  partQuantityRange,
  removePart,
  ZPartsData,
  type Part,
} from './parts';

const LEGS: Part = { part_code: 'BED-LEG', name: 'Bed leg', min_value: 1, max_value: 6 };
const SLATS: Part = { part_code: 'BED-SLAT', name: 'Slat', min_value: 2, max_value: 12 };

describe('how many of a part may be issued (001 section 9)', () => {
  it.each([
    [LEGS, undefined, { min: 1, max: 6 }],
    [LEGS, 2, { min: 1, max: 12 }],
    [SLATS, 3, { min: 2, max: 36 }],
    [SLATS, 0, { min: 2, max: 12 }],
  ])('%j for %s items is %j', (part, items, range) => {
    expect(partQuantityRange(part, items)).toEqual(range);
  });

  it.each([
    [LEGS, 0, 1, 'Quantity should be greater than or equal to 1'],
    [LEGS, 7, 1, 'Quantity should be less than or equal to 6'],
    [LEGS, 7, 2, null],
    [SLATS, 1, 1, 'Quantity should be greater than or equal to 2'],
    [SLATS, 2.5, 1, 'Quantity must be a number'],
  ])('%j x %s (items %i): %s', (part, quantity, items, message) => {
    expect(partQuantityError(part, quantity, items)).toBe(message);
  });
});

describe('the chosen parts', () => {
  it('adds, replaces the quantity of a part added again, and removes', () => {
    let chosen = addPart([], { part_code: 'BED-LEG', item_quantity: 2 });
    chosen = addPart(chosen, { part_code: 'BED-SLAT', item_quantity: 4 });
    chosen = addPart(chosen, { part_code: 'BED-LEG', item_quantity: 3 });
    expect(chosen).toEqual([
      { part_code: 'BED-SLAT', item_quantity: 4 },
      { part_code: 'BED-LEG', item_quantity: 3 },
    ]);
    expect(removePart(chosen, 'BED-SLAT')).toEqual([{ part_code: 'BED-LEG', item_quantity: 3 }]);
  });

  const schema = ZPartsData([LEGS, SLATS], 1);
  it.each([
    [[], 'Add at least one part'],
    [[{ part_code: 'SOFA-CUSHION', item_quantity: 1 }], 'The item has no such part'],
    [[{ part_code: 'BED-LEG', item_quantity: 9 }], 'Quantity should be less than or equal to 6'],
    [
      [
        { part_code: 'BED-LEG', item_quantity: 1 },
        { part_code: 'BED-LEG', item_quantity: 2 },
      ],
      'This part is already added',
    ],
  ])('refuses parts_data %j: %s', (data, message) => {
    expect(schema.safeParse(data).error?.issues[0]?.message).toBe(message);
  });

  it('accepts parts in their ranges', () => {
    const data = [
      { part_code: 'BED-LEG', item_quantity: 4 },
      { part_code: 'BED-SLAT', item_quantity: 12 },
    ];
    expect(schema.parse(data)).toEqual(data);
  });
});
