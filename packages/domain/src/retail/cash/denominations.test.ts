import { describe, expect, it } from 'vitest';
import {
  denominationsTotalPaise,
  fullDenominations,
  MAX_NOTE_COUNT,
  NOTE_VALUES,
  ZDenominations,
} from './denominations';

describe('the denomination counter', () => {
  it('counts the notes and coins of spec 002 section 9, in order', () => {
    expect(NOTE_VALUES).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 2000]);
  });

  it.each([
    [{}, 0],
    [{ '1': 1 }, 100],
    [{ '2': 3 }, 600],
    [{ '500': 3 }, 150_000],
    [{ '2000': 1, '500': 3, '100': 1 }, 360_000],
    [
      {
        '1': 1,
        '2': 1,
        '5': 1,
        '10': 1,
        '20': 1,
        '50': 1,
        '100': 1,
        '200': 1,
        '500': 1,
        '2000': 1,
      },
      288_800,
    ],
    [{ '2000': MAX_NOTE_COUNT }, 2000 * 100 * MAX_NOTE_COUNT],
  ])('totals %j as %d paise (value × count)', (count, paise) => {
    expect(denominationsTotalPaise(count)).toBe(paise);
  });

  it('fills every note with 0 where none were counted, in note order', () => {
    const full = fullDenominations({ '500': 2 });
    expect(Object.keys(full)).toEqual(NOTE_VALUES.map(String));
    expect(full).toMatchObject({ '500': 2, '1': 0, '2000': 0 });
  });

  it.each([
    [{ '500': 1.5 }, 'Enter a whole number of notes'],
    [{ '500': -1 }, 'Enter a whole number of notes'],
    [{ '500': 'two' }, 'Enter a whole number of notes'],
    [{ '500': MAX_NOTE_COUNT + 1 }, `At most ${MAX_NOTE_COUNT} notes of one kind`],
  ])('refuses %j with "%s"', (count, message) => {
    const parsed = ZDenominations.safeParse(count);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a note the store does not count', () => {
    expect(ZDenominations.safeParse({ '25': 1 }).success).toBe(false);
    expect(ZDenominations.safeParse({ '500': 0, '2000': 4 }).success).toBe(true);
  });
});
