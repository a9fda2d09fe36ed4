import type { Database } from '@backoffice/db';
import { retailMembers, retailStores, staff } from '@backoffice/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { lockInOrder } from '../../../core/locks';
import type { StaffCaller } from '../../../core/use-case';
import { cashError } from './cash.errors';

export const MANAGER_ROLE = 1;
export const AGENT_ROLE = 2;

/** A member of a store as the cash screens name them. */
export interface StoreMember {
  login_id: number;
  name: string;
  email: string;
  role_type: number;
}

async function activeMembership(db: Database, loginId: number) {
  const [row] = await db
    .select({ store: retailMembers.retail_store_id, role_type: retailMembers.role_type })
    .from(retailMembers)
    .where(and(eq(retailMembers.login_id, loginId), eq(retailMembers.is_active, true)));
  return row;
}

/** The store of the caller as a Retail Agent (403 for anyone else: an agent never acts as a manager). */
export async function agentStore(db: Database, caller: StaffCaller): Promise<string> {
  const membership = await activeMembership(db, caller.login_id);
  if (membership?.role_type !== AGENT_ROLE) throw cashError('retail.cash_not_an_agent');
  return membership.store;
}

/** The store a login manages as an active Retail Manager, or null when it manages none. */
export async function managedStoreOf(db: Database, loginId: number): Promise<string | null> {
  const membership = await activeMembership(db, loginId);
  return membership?.role_type === MANAGER_ROLE ? membership.store : null;
}

/** The store of the caller as a Retail Manager. */
export async function managerStore(db: Database, caller: StaffCaller): Promise<string> {
  const store = await managedStoreOf(db, caller.login_id);
  if (store === null) throw cashError('retail.cash_not_a_manager');
  return store;
}

/** The caller's store and role, whichever they are. */
export async function memberStore(
  db: Database,
  caller: StaffCaller,
): Promise<{ store: string; role_type: number }> {
  const membership = await activeMembership(db, caller.login_id);
  if (!membership) throw cashError('retail.cash_not_an_agent');
  return { store: membership.store, role_type: membership.role_type };
}

/** The active members of a store, managers first, by name. */
export function storeMembers(db: Database, store: string): Promise<StoreMember[]> {
  return db
    .select({
      login_id: staff.login_id,
      name: staff.name,
      email: staff.email,
      role_type: retailMembers.role_type,
    })
    .from(retailMembers)
    .innerJoin(staff, eq(staff.login_id, retailMembers.login_id))
    .where(and(eq(retailMembers.retail_store_id, store), eq(retailMembers.is_active, true)))
    .orderBy(asc(retailMembers.role_type), asc(staff.name));
}

/** A member of the store in the given role, or a 400 naming the field (another store's is not found). */
export async function storeMemberIn(
  db: Database,
  store: string,
  loginId: number,
  roleType: number,
  field: string,
): Promise<StoreMember> {
  const member = (await storeMembers(db, store)).find(
    (m) => m.login_id === loginId && m.role_type === roleType,
  );
  const what = roleType === MANAGER_ROLE ? 'retail manager' : 'retail agent';
  if (!member)
    throw cashError('retail.cash_member_not_found', `Pick a ${what} of your store`).at(field);
  return member;
}

/** The store's name. */
export async function storeName(db: Database, store: string): Promise<string> {
  const [row] = await db
    .select({ name: retailStores.name })
    .from(retailStores)
    .where(eq(retailStores.retail_store_id, store));
  return row?.name ?? store;
}

/** Holds the store's cash for the rest of the transaction: one cash movement of a store at a time. */
export async function lockStoreCash(tx: Database, store: string): Promise<void> {
  await lockInOrder(tx, { storeCash: [store] });
}
