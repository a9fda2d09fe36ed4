import type { Database } from '@backoffice/db';
import { retailHandOvers } from '@backoffice/db/schema';
import type { CashReportQuery } from '@backoffice/domain/retail/cash';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** Per agent of the store: what they handed over in the chosen days, what is still in transit, and to whom last. */
export async function handOverTotals(db: Database, store: string, query: CashReportQuery) {
  const day = sql`(${retailHandOvers.created_at} at time zone 'Asia/Kolkata')::date`;
  const rows = await db
    .select({
      from: retailHandOvers.from_login_id,
      handed: sql<string>`coalesce(sum(${retailHandOvers.amount_paise}) filter (where ${day} between ${query.start_date}::date and ${query.end_date}::date), 0)`,
      transit: sql<string>`coalesce(sum(${retailHandOvers.amount_paise}) filter (where ${retailHandOvers.status} = 'in_transit'), 0)`,
      last_to: sql<number>`(array_agg(${retailHandOvers.to_login_id} order by ${retailHandOvers.hand_over_id} desc))[1]`,
    })
    .from(retailHandOvers)
    .where(
      and(
        eq(retailHandOvers.retail_store_id, store),
        inArray(retailHandOvers.status, ['in_transit', 'confirmed', 'disputed']),
      ),
    )
    .groupBy(retailHandOvers.from_login_id);
  return new Map(
    rows.map((r) => [
      r.from,
      { handed: Number(r.handed), transit: Number(r.transit), last_to: Number(r.last_to) },
    ]),
  );
}
