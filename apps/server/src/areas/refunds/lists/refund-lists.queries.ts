import type { Database } from '@backoffice/db';
import {
  carts,
  customers,
  orders,
  refundBankDetails,
  refunds,
  refundTroubles,
} from '@backoffice/db/schema';
import { indiaDayStart, indiaDaysRange } from '@backoffice/domain/core/dates';
import { and, count, desc, eq, gte, ilike, isNull, lt, type SQL } from 'drizzle-orm';
import type { RefundListAddress } from './refund-list-address';

/** The filter of a refund list: its address and the dates and order id typed. */
export interface RefundListFilter {
  address: RefundListAddress;
  start_date?: string | undefined;
  end_date?: string | undefined;
  search?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of every status tab of the list (the status itself is added per use). */
function listConditions({ address, start_date, end_date, search }: RefundListFilter): SQL[] {
  const where: SQL[] = [
    eq(refunds.category_id, address.category.id),
    eq(refunds.platform, address.platform),
  ];
  if (start_date && end_date) {
    const { from, to } = indiaDaysRange(start_date, end_date);
    where.push(gte(refunds.created_at, from), lt(refunds.created_at, to));
  } else if (start_date) {
    where.push(gte(refunds.created_at, indiaDayStart(start_date)));
  } else if (end_date) {
    where.push(lt(refunds.created_at, indiaDaysRange(end_date, end_date).to));
  }
  if (search) {
    where.push(ilike(orders.order_random_id, `%${escapeLike(search.toUpperCase())}%`));
  }
  return where;
}

/** The number of refunds per status id under the list's filter. */
export async function refundListCounts(
  db: Database,
  filter: RefundListFilter,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: refunds.status, n: count() })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id))
    .where(and(...listConditions(filter)))
    .groupBy(refunds.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** One page of the list's tab, newest first, with the customer, open trouble and bank details. */
export function refundListPage(
  db: Database,
  filter: RefundListFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      refund: refunds,
      order_random_id: orders.order_random_id,
      affiliate_id: carts.affiliate_id,
      item_sku: carts.item_sku,
      item_name: carts.item_name,
      customer_name: customers.name,
      customer_mobile: customers.mobile,
      trouble_reason: refundTroubles.trouble_reason,
      bank_verification: refundBankDetails.verification_status,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id))
    .innerJoin(carts, eq(carts.id, refunds.cart_id))
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .leftJoin(
      refundTroubles,
      and(eq(refundTroubles.refund_id, refunds.id), isNull(refundTroubles.resolved_at)),
    )
    .leftJoin(refundBankDetails, eq(refundBankDetails.refund_id, refunds.id))
    .where(and(...listConditions(filter), eq(refunds.status, filter.address.status.id)))
    .orderBy(desc(refunds.created_at), desc(refunds.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type RefundListPageRow = Awaited<ReturnType<typeof refundListPage>>[number];
