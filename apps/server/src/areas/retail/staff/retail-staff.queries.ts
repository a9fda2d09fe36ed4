import type { Database } from '@backoffice/db';
import {
  retailMembers,
  retailStores,
  staff,
  type RetailMemberRow,
  type RetailStoreRow,
} from '@backoffice/db/schema';
import type { LoginRole } from '@backoffice/domain/access';
import {
  RETAIL_ROLE_LABELS,
  type RetailMember,
  type TRetailStaffQuery,
} from '@backoffice/domain/retail/staff';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';

/** A search term inside a LIKE pattern (% and _ escaped). */
const likeInside = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The members of one store a list shows: active memberships unless inactive ones are asked for,
 * and a search in the name, e-mail or contact, or the login id.
 */
export function storeMembersWhere(
  storeId: string,
  query: Pick<TRetailStaffQuery, 'include_inactive' | 'search_term'>,
): SQL | undefined {
  const term = query.search_term;
  return and(
    eq(retailMembers.retail_store_id, storeId),
    query.include_inactive ? undefined : eq(retailMembers.is_active, true),
    term
      ? or(
          ilike(staff.name, likeInside(term)),
          ilike(staff.email, likeInside(term)),
          ilike(staff.contact, likeInside(term)),
          /^\d{1,9}$/.test(term) ? eq(staff.login_id, Number(term)) : undefined,
        )
      : undefined,
  );
}

const memberColumns = {
  membership: retailMembers,
  name: staff.name,
  email: staff.email,
  contact: staff.contact,
  is_account_active: staff.is_active,
  login_role: staff.login_role,
  retail_store_name: retailStores.name,
};

const membersFrom = (db: Database) =>
  db
    .select(memberColumns)
    .from(retailMembers)
    .innerJoin(staff, eq(staff.login_id, retailMembers.login_id))
    .innerJoin(retailStores, eq(retailStores.retail_store_id, retailMembers.retail_store_id));

/** One member with their account and store, as one row. */
export interface RetailMemberJoined {
  membership: RetailMemberRow;
  name: string;
  email: string;
  contact: string | null;
  is_account_active: boolean;
  login_role: LoginRole | null;
  retail_store_name: string;
}

/** A page of the members matching, by name. */
export const memberRows = (
  db: Database,
  where: SQL | undefined,
  page: TRetailStaffQuery,
): Promise<RetailMemberJoined[]> =>
  membersFrom(db)
    .where(where)
    .orderBy(asc(staff.name), asc(retailMembers.retail_member_pid))
    .limit(page.limit)
    .offset(page.offset);

export async function countMembers(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(retailMembers)
    .innerJoin(staff, eq(staff.login_id, retailMembers.login_id))
    .where(where);
  return row?.n ?? 0;
}

/** One member by id, with their account and store; undefined when there is none. */
export async function memberByPid(
  db: Database,
  retailMemberPid: number,
): Promise<RetailMemberJoined | undefined> {
  const [row] = await membersFrom(db).where(eq(retailMembers.retail_member_pid, retailMemberPid));
  return row;
}

/** The store the caller manages: their active membership as a Retail Manager. */
export async function managedStoreOf(db: Database, loginId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ store: retailMembers.retail_store_id })
    .from(retailMembers)
    .where(
      and(
        eq(retailMembers.login_id, loginId),
        eq(retailMembers.is_active, true),
        eq(retailMembers.role_type, 1),
      ),
    );
  return row?.store;
}

export async function storeById(
  db: Database,
  storeId: string,
): Promise<RetailStoreRow | undefined> {
  const [row] = await db
    .select()
    .from(retailStores)
    .where(eq(retailStores.retail_store_id, storeId));
  return row;
}

export const allStores = (db: Database) =>
  db
    .select({ retail_store_id: retailStores.retail_store_id, name: retailStores.name })
    .from(retailStores)
    .orderBy(asc(retailStores.retail_store_id));

/** A member as the answers show them. */
export function toRetailMember(row: RetailMemberJoined): RetailMember {
  const { membership: m } = row;
  return {
    retail_member_pid: m.retail_member_pid,
    login_id: m.login_id,
    name: row.name,
    email: row.email,
    contact: row.contact ?? '',
    role_type: m.role_type,
    role: RETAIL_ROLE_LABELS[m.role_type],
    retail_store_id: m.retail_store_id,
    retail_store_name: row.retail_store_name,
    create_timestamp: m.create_timestamp.toISOString(),
    is_active: m.is_active,
    is_account_active: row.is_account_active,
  };
}
