import type { Database } from '@backoffice/db';
import type {
  RetailStaffPage,
  RetailStoreIds,
  TRetailStaffQuery,
} from '@backoffice/domain/retail/staff';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { retailStaffError } from './retail-staff.errors';
import {
  allStores,
  countMembers,
  managedStoreOf,
  memberRows,
  storeMembersWhere,
  toRetailMember,
} from './retail-staff.queries';

/** The store the caller manages; a Retail Manager without an active store is refused. */
export async function callerStore(db: Database, caller: StaffCaller): Promise<string> {
  const store = await managedStoreOf(db, caller.login_id);
  if (!store) throw retailStaffError('retail.not_a_store_manager');
  return store;
}

/** One page of the members of the caller's store (never another store's). */
export async function listRetailStaff(
  ctx: AppContext,
  caller: StaffCaller,
  query: TRetailStaffQuery,
): Promise<RetailStaffPage> {
  const where = storeMembersWhere(await callerStore(ctx.db, caller), query);
  const [rows, total] = await Promise.all([
    memberRows(ctx.db, where, query),
    countMembers(ctx.db, where),
  ]);
  return { data: rows.map(toRetailMember), offset: query.offset, limit: query.limit, total };
}

/** Every store by id and name: the form's Retail Store ID and the move's target. */
export async function retailStoreIds(
  ctx: AppContext,
  caller: StaffCaller,
): Promise<RetailStoreIds> {
  await callerStore(ctx.db, caller);
  return { data: await allStores(ctx.db) };
}
