import { z } from 'zod';

/** The notes and coins a store counts (spec 002 section 9), in rupees. */
export const NOTE_VALUES = [1, 2, 5, 10, 20, 50, 100, 200, 500, 2000] as const;
export type NoteValue = (typeof NOTE_VALUES)[number];

/** The most pieces of one note a single count may hold. */
export const MAX_NOTE_COUNT = 99_999;

/** How many pieces of each note were counted; a note left out counts 0. */
export type Denominations = Partial<Record<`${NoteValue}`, number>>;

const ZNoteCount = z
  .number({ error: 'Enter a whole number of notes' })
  .int('Enter a whole number of notes')
  .min(0, 'Enter a whole number of notes')
  .max(MAX_NOTE_COUNT, `At most ${MAX_NOTE_COUNT} notes of one kind`);

const noteShape = Object.fromEntries(
  NOTE_VALUES.map((value) => [String(value), ZNoteCount.optional()]),
) as Record<`${NoteValue}`, z.ZodOptional<typeof ZNoteCount>>;

/** A denomination count on the wire: note value to count; any other key is refused. */
export const ZDenominations = z.strictObject(noteShape) satisfies z.ZodType<Denominations>;

/** The total of a count in paise: the sum of value times count. */
export function denominationsTotalPaise(count: Denominations): number {
  return NOTE_VALUES.reduce((sum, value) => sum + value * 100 * (count[`${value}`] ?? 0), 0);
}

/** A count with every note present (0 where none were counted), in note order. */
export function fullDenominations(count: Denominations): Record<`${NoteValue}`, number> {
  return Object.fromEntries(
    NOTE_VALUES.map((value) => [String(value), count[`${value}`] ?? 0]),
  ) as Record<`${NoteValue}`, number>;
}
