import { z } from 'zod';
import { CATALOGUE_MESSAGES as M } from './constants';
import type { QuantityRange } from './quantity';

/** A part of an item that can be issued on its own (001 section 3 "Part"). */
export interface Part {
  part_code: string;
  name: string;
  min_value: number;
  max_value: number;
}

/** One chosen part and how many (an entry of the submission's parts_data). */
export interface PartEntry {
  part_code: string;
  item_quantity: number;
}

/**
 * How many of a part may be issued (001 section 9): min_value up to max_value times the
 * item's quantity (max_quantity, 1 by default: two beds may need twice the legs).
 */
export function partQuantityRange(part: Part, maxQuantity = 1): QuantityRange {
  return { min: part.min_value, max: part.max_value * Math.max(1, maxQuantity) };
}

const QUANTITY_LABEL = 'Quantity';

/** The dynamic form's range messages (001 section 5) for a part's quantity, or null. */
export function partQuantityError(part: Part, quantity: number, maxQuantity = 1): string | null {
  const { min, max } = partQuantityRange(part, maxQuantity);
  if (!Number.isInteger(quantity)) return M.quantityNotNumber;
  if (quantity < min) return M.partMin(QUANTITY_LABEL, min);
  if (quantity > max) return M.partMax(QUANTITY_LABEL, max);
  return null;
}

/** Adds a part to the chosen ones; choosing a part again replaces its quantity. */
export function addPart(chosen: readonly PartEntry[], entry: PartEntry): PartEntry[] {
  const others = chosen.filter((p) => p.part_code !== entry.part_code);
  return [...others, entry];
}

/** Removes a chosen part (its badge's close button). */
export function removePart(chosen: readonly PartEntry[], partCode: string): PartEntry[] {
  return chosen.filter((p) => p.part_code !== partCode);
}

/**
 * The submission's parts_data against the item's parts: at least one, each a part of the item
 * and in its range, no part twice.
 */
export function ZPartsData(parts: readonly Part[], maxQuantity = 1) {
  return z
    .array(z.object({ part_code: z.string().min(1), item_quantity: z.number() }), {
      error: M.partsRequired,
    })
    .min(1, M.partsRequired)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const part = parts.find((p) => p.part_code === entry.part_code);
        let message: string | null = M.partUnknown;
        if (part && seen.has(entry.part_code)) message = M.partRepeated;
        else if (part) message = partQuantityError(part, entry.item_quantity, maxQuantity);
        seen.add(entry.part_code);
        if (message) ctx.addIssue({ code: 'custom', message, path: [index, 'item_quantity'] });
      });
    });
}
export type TPartsData = PartEntry[];
