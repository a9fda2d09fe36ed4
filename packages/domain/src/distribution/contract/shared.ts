import { z } from 'zod';
import { DISTRIBUTOR_STATUSES } from '../statuses';

// The bounds and labels every distribution answer shares (not part of the area's face).
export const CITY_MAX = 100;
export const NAME_MAX = 120;
export const LABEL_MAX = 60;
export const text = (max: number) => z.string().max(max);

export const STATUS_LABELS = DISTRIBUTOR_STATUSES.map((s) => s.label) as [string, ...string[]];
