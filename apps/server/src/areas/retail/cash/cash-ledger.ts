import { randomUUID } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { retailCashEntries } from '@backoffice/db/schema';
import {
  accountKey,
  movementLegs,
  MOVEMENT_LABELS,
  type CashAccount,
  type Denominations,
  type Movement,
} from '@backoffice/domain/retail/cash';
import { and, eq, sql } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';

/** What a movement belongs to and why, kept on both of its entries. */
export interface MovementDetails {
  store: string;
  movement: Movement;
  amount_paise: number;
  denominations?: Denominations | null;
  reason?: string | null;
  order_random_id?: string | null;
  payment_mode?: number | null;
  float_id?: number | null;
  hand_over_id?: number | null;
  dispute_id?: number | null;
}

/**
 * Writes one movement of cash: its two entries (out of one account, into another) and its audit
 * record, inside the caller's use case. Answers the movement's id.
 */
export async function postMovement(
  { tx, now, caller, record }: UseCaseScope,
  details: MovementDetails,
): Promise<string> {
  const movementId = randomUUID();
  const legs = movementLegs(details.movement, details.amount_paise);
  await tx.insert(retailCashEntries).values(
    legs.map((leg) => ({
      movement_id: movementId,
      movement_kind: details.movement.kind,
      retail_store_id: details.store,
      account_kind: leg.account.kind,
      holder_login_id: leg.account.login_id,
      amount_paise: leg.amount_paise,
      denominations: details.denominations ?? null,
      at: now,
      by_login_id: caller.login_id,
      reason: details.reason ?? null,
      order_random_id: details.order_random_id ?? null,
      payment_mode: details.payment_mode ?? null,
      float_id: details.float_id ?? null,
      hand_over_id: details.hand_over_id ?? null,
      dispute_id: details.dispute_id ?? null,
    })),
  );
  const [from, to] = legs;
  await record.change({
    entity: 'retail_cash_movement',
    id: movementId,
    changes: {
      [details.movement.kind]: {
        before: null,
        after: {
          store: details.store,
          amount_paise: details.amount_paise,
          from: accountKey(from.account),
          to: accountKey(to.account),
        },
      },
    },
    reason: MOVEMENT_LABELS[details.movement.kind],
  });
  return movementId;
}

/** The balance of every account of a store, by account key ("person:15", "store_till"). */
export async function storeBalances(db: Database, store: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      kind: retailCashEntries.account_kind,
      login_id: retailCashEntries.holder_login_id,
      paise: sql<string>`sum(${retailCashEntries.amount_paise})`,
    })
    .from(retailCashEntries)
    .where(eq(retailCashEntries.retail_store_id, store))
    .groupBy(retailCashEntries.account_kind, retailCashEntries.holder_login_id);
  return new Map(
    rows.map((r) => [
      accountKey({ kind: r.kind as CashAccount['kind'], login_id: r.login_id }),
      Number(r.paise),
    ]),
  );
}

/** The balance of one account of a store. */
export async function accountBalance(
  db: Database,
  store: string,
  account: CashAccount,
): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string | null>`sum(${retailCashEntries.amount_paise})` })
    .from(retailCashEntries)
    .where(
      and(
        eq(retailCashEntries.retail_store_id, store),
        eq(retailCashEntries.account_kind, account.kind),
        account.login_id === null
          ? sql`${retailCashEntries.holder_login_id} is null`
          : eq(retailCashEntries.holder_login_id, account.login_id),
      ),
    );
  return Number(row?.paise ?? 0);
}
