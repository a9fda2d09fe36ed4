import { z } from 'zod';

// The bounded strings and numbers this area's answers are built of (not part of the area's face).

export const ZText = z.string().max(200);
export const ZLongText = z.string().max(2000);
export const ZUrl = z.string().max(1000);
export const ZFlag = z.union([z.literal(0), z.literal(1)]);
export const ZRupees = z.number();
