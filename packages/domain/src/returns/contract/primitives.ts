import { z } from 'zod';

// The bounded strings and integers every returns answer is built of (not part of the area's face).
export const ZText = z.string().max(200);
export const ZLongText = z.string().max(2000);
export const ZInt = z.number().int();
