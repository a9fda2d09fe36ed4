import { savedFilters, type SavedFilterRow } from '@backoffice/db/schema';
import {
  SAVED_FILTERS_PER_SCREEN,
  type SavedFilter,
  type SavedFiltersResponse,
  type SaveFilterResponse,
  type TSaveFilterRequest,
} from '@backoffice/domain/identity';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { identityError } from '../identity.errors';

/** The caller's saved sets of one screen, by name: nobody reads another person's. */
export async function savedFiltersOf(
  ctx: AppContext,
  ownerLoginId: number,
  screen: string,
): Promise<SavedFiltersResponse> {
  const rows = await ctx.db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.owner_login_id, ownerLoginId), eq(savedFilters.screen, screen)))
    .orderBy(asc(savedFilters.name), asc(savedFilters.id));
  return { results: rows.map(toSavedFilter) };
}

/**
 * Saves the caller's query of a screen under a name; a name they already use on that screen
 * takes the new query. A new name past `SAVED_FILTERS_PER_SCREEN` is refused.
 */
export async function saveFilter(
  ctx: AppContext,
  caller: StaffCaller,
  request: TSaveFilterRequest,
): Promise<SaveFilterResponse> {
  const owner = caller.login_id;
  return runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const ofScreen = and(
      eq(savedFilters.owner_login_id, owner),
      eq(savedFilters.screen, request.screen),
    );
    const [existing] = await tx
      .select()
      .from(savedFilters)
      .where(and(ofScreen, eq(savedFilters.name, request.name)))
      .for('update');
    if (!existing) {
      const [held] = await tx.select({ n: count() }).from(savedFilters).where(ofScreen);
      if ((held?.n ?? 0) >= SAVED_FILTERS_PER_SCREEN) {
        throw identityError('identity.too_many_saved_filters').at('name');
      }
    }
    const [row] = await tx
      .insert(savedFilters)
      .values({ owner_login_id: owner, ...request, created_at: now, updated_at: now })
      .onConflictDoUpdate({
        target: [savedFilters.owner_login_id, savedFilters.screen, savedFilters.name],
        set: { query: request.query, updated_at: now },
      })
      .returning();
    if (!row) throw new Error('saveFilter: the upsert returned no row');
    await record.change({
      entity: 'saved_filter',
      id: row.id,
      changes: { query: { before: existing?.query ?? null, after: row.query } },
      reason: existing ? 'Saved filter replaced' : 'Filter saved',
    });
    return { success: true, filter: toSavedFilter(row) };
  });
}

/** Deletes one of the caller's saved sets; another person's answers 404 like an unknown one. */
export async function deleteSavedFilter(
  ctx: AppContext,
  caller: StaffCaller,
  id: number,
): Promise<{ success: true }> {
  return runUseCase(ctx, caller, async ({ tx, record }) => {
    const [row] = await tx
      .delete(savedFilters)
      .where(and(eq(savedFilters.id, id), eq(savedFilters.owner_login_id, caller.login_id)))
      .returning();
    if (!row) throw identityError('identity.saved_filter_not_found');
    await record.change({
      entity: 'saved_filter',
      id: row.id,
      changes: { name: { before: row.name, after: null } },
      reason: 'Saved filter deleted',
    });
    return { success: true };
  });
}

const toSavedFilter = (row: SavedFilterRow): SavedFilter => ({
  id: row.id,
  screen: row.screen,
  name: row.name,
  query: row.query,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
