import type { Database } from '@backoffice/db';
import {
  dealerCreditApprovals,
  dealerCreditEntries,
  distributors,
  type DistributorDbRow,
} from '@backoffice/db/schema';
import type { TDistributorListQuery } from '@backoffice/domain/distribution';
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

/** A distributor's credit: the ledger's sum and the credits pending approval (paise). */
export interface DistributorCredit {
  balancePaise: number;
  /** Credits above the threshold waiting for a Finance pod leader: in no balance yet. */
  pendingPaise: number;
}

/** A distributor with its credit. */
export interface DistributorWithCredit {
  row: DistributorDbRow;
  credit: DistributorCredit;
}

/**
 * The signed sum of a distributor's ledger, as SQL (credits add, debits take). The outer table is named in full: Drizzle writes a bare
 * column name inside a subquery, which would read the ledger's own id.
 */
const balanceSql = sql<string>`coalesce((
  select sum(case when ${dealerCreditEntries.transaction_type} = 'Credit'
    then ${dealerCreditEntries.amount_paise} else -${dealerCreditEntries.amount_paise} end)
  from ${dealerCreditEntries}
  where ${dealerCreditEntries.distributor_id} = ${sql.identifier('distributors')}.${sql.identifier('id')}), 0)`;

/** The sum of a distributor's credits pending approval, as SQL (the outer table named as above). */
const pendingSql = sql<string>`coalesce((
  select sum(${dealerCreditApprovals.amount_paise})
  from ${dealerCreditApprovals}
  where ${dealerCreditApprovals.status} = 'pending'
    and ${dealerCreditApprovals.distributor_id} = ${sql.identifier('distributors')}.${sql.identifier('id')}), 0)`;

/** Escapes the wildcards of a LIKE pattern so a search matches its text literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(query: TDistributorListQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.active !== null) parts.push(eq(distributors.active, query.active));
  if (query.search) {
    const like = likeText(query.search);
    const match = or(
      ilike(distributors.name, like),
      ilike(distributors.distributor_code, like),
      ilike(distributors.email, like),
      ilike(distributors.phone_number, like),
      ilike(distributors.gst_number, like),
    );
    if (match) parts.push(match);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One page of distributors by name (search, active), with their credit, and how many match. */
export async function distributorPage(
  db: Database,
  query: TDistributorListQuery,
): Promise<{ rows: DistributorWithCredit[]; count: number }> {
  const where = listFilter(query);
  const rows = await db
    .select({ row: distributors, balance: balanceSql, pending: pendingSql })
    .from(distributors)
    .where(where)
    .orderBy(sql`lower(${distributors.name})`, distributors.id)
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(distributors).where(where);
  return {
    rows: rows.map((r) => ({
      row: r.row,
      credit: { balancePaise: Number(r.balance), pendingPaise: Number(r.pending) },
    })),
    count: total?.n ?? 0,
  };
}

/** A distributor by its SAP code, locked for a change when `lock` (null when there is none). */
export async function distributorByCode(
  db: Database,
  code: string,
  lock = false,
): Promise<DistributorDbRow | null> {
  const query = db.select().from(distributors).where(eq(distributors.distributor_code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A distributor's credit balance: the sum of its ledger, paise. */
export async function creditBalanceOf(db: Database, distributorId: number): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${dealerCreditEntries.transaction_type} = 'Credit'
        then ${dealerCreditEntries.amount_paise} else -${dealerCreditEntries.amount_paise} end), 0)`,
    })
    .from(dealerCreditEntries)
    .where(eq(dealerCreditEntries.distributor_id, distributorId));
  return Number(row?.balance ?? 0);
}

/** A distributor's balance and the sum of its credits pending approval, paise. */
export async function creditOf(db: Database, distributorId: number): Promise<DistributorCredit> {
  const [pending] = await db
    .select({ paise: sql<string>`coalesce(sum(${dealerCreditApprovals.amount_paise}), 0)` })
    .from(dealerCreditApprovals)
    .where(
      and(
        eq(dealerCreditApprovals.distributor_id, distributorId),
        eq(dealerCreditApprovals.status, 'pending'),
      ),
    );
  return {
    balancePaise: await creditBalanceOf(db, distributorId),
    pendingPaise: Number(pending?.paise ?? 0),
  };
}

/** A distributor by its row id (the ledger's and orders' reference). */
export async function distributorById(db: Database, id: number): Promise<DistributorDbRow> {
  const [row] = await db.select().from(distributors).where(eq(distributors.id, id));
  if (!row) throw new Error(`distributorById: no distributor ${id}`);
  return row;
}
