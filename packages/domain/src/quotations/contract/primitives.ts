import { z } from 'zod';

// What this area's answers are built of (not part of the area's face).
export const ZText = (max: number) => z.string().max(max);
export const ZId = z.number().int();
export const ZRupees = z.number();
