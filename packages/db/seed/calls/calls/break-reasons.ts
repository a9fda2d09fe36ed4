import type { BreakReason } from '@backoffice/domain/calls/calls';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import { breakReasons } from '../../../src/schema/index';

/** Why an agent of the call centre pauses after a call. */
export const BREAK_REASONS = [
  'Lunch Break',
  'Tea Break',
  'Bio Break',
  'Team Meeting',
  'Training',
  'Quality Feedback Session',
  'System Issue',
] as const;

/** Inserts the break reasons once and answers the active ones in display order. */
export async function seedBreakReasons(db: Database): Promise<BreakReason[]> {
  await db
    .insert(breakReasons)
    .values(BREAK_REASONS.map((name, i) => ({ name, sort_order: i })))
    .onConflictDoNothing();
  return db
    .select({ id: breakReasons.id, name: breakReasons.name })
    .from(breakReasons)
    .where(eq(breakReasons.is_active, true))
    .orderBy(asc(breakReasons.sort_order), asc(breakReasons.id));
}
