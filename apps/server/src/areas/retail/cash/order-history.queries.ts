import type { Database } from '@backoffice/db';
import { retailCashEntries, staff } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  CASH_AT_STORE_MODE,
  CASH_REPORT_MODE_OPTIONS,
  CASH_TABLE_PAGE_SIZE,
  type CashReportQuery,
  type OrderHistory,
} from '@backoffice/domain/retail/cash';
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, sql } from 'drizzle-orm';

const cashier = alias(staff, 'cashier');

/**
 * The cash sales of a store (of one agent when given) in the chosen days (India time), newest
 * first, up to 999. Cash sales are mode -1; other modes have no rows until the point of sale lands.
 */
export async function orderHistory(
  db: Database,
  store: string,
  query: CashReportQuery,
  agentLoginId?: number,
): Promise<OrderHistory> {
  const payment_mode_list = [...CASH_REPORT_MODE_OPTIONS];
  if (!query.payment_mode.includes(CASH_AT_STORE_MODE))
    return { order_data: [], payment_mode_list };
  const day = sql`(${retailCashEntries.at} at time zone 'Asia/Kolkata')::date`;
  const rows = await db
    .select({
      order_id: retailCashEntries.order_random_id,
      agent_login_id: staff.login_id,
      agent_name: staff.name,
      agent_email: staff.email,
      cashier_name: cashier.name,
      cashier_email: cashier.email,
      amount_paise: retailCashEntries.amount_paise,
      payment_mode: retailCashEntries.payment_mode,
      at: retailCashEntries.at,
    })
    .from(retailCashEntries)
    .innerJoin(staff, eq(staff.login_id, retailCashEntries.holder_login_id))
    .leftJoin(cashier, eq(cashier.login_id, retailCashEntries.by_login_id))
    .where(
      and(
        eq(retailCashEntries.retail_store_id, store),
        eq(retailCashEntries.movement_kind, 'cash_sale'),
        eq(retailCashEntries.account_kind, 'person'),
        agentLoginId === undefined
          ? undefined
          : eq(retailCashEntries.holder_login_id, agentLoginId),
        sql`${day} between ${query.start_date}::date and ${query.end_date}::date`,
      ),
    )
    .orderBy(desc(retailCashEntries.at), desc(retailCashEntries.entry_id))
    .limit(CASH_TABLE_PAGE_SIZE);
  return {
    order_data: rows.map((r) => ({
      order_id: r.order_id ?? '',
      agent: { name: r.agent_name, email: r.agent_email, login_id: r.agent_login_id },
      cashier: { name: r.cashier_name ?? r.agent_name, email: r.cashier_email ?? r.agent_email },
      amount: toWireRupees(r.amount_paise),
      payment_mode: r.payment_mode ?? CASH_AT_STORE_MODE,
      create_timestamp: r.at.toISOString(),
    })),
    payment_mode_list,
  };
}
