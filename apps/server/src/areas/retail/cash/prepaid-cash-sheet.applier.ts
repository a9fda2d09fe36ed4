import { retailPrepaidReceipts } from '@backoffice/db/schema';
import { CASH_AT_STORE_MODE } from '@backoffice/domain/retail/cash';
import {
  PREPAID_CASH_MESSAGES as P,
  PREPAID_CASH_SHEET,
  type PrepaidCashSheetRow,
} from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import {
  applyEachRow,
  type ApplyingUpload,
  type RowRefusal,
  type SheetApplier,
} from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { postMovement } from './cash-ledger';
import { AGENT_ROLE, lockStoreCash, managedStoreOf, storeMembers } from './cash-members';

/**
 * Records one prepaid cash receipt: the customer's cash into the agent's hands as the point of
 * sale's cash sale of the order (mode -1), and the receipt, or answers why the data refuses it.
 */
async function recordReceipt(
  scope: UseCaseScope,
  { manager, store, agents }: ManagedStore,
  upload: ApplyingUpload,
  row: PrepaidCashSheetRow,
): Promise<RowRefusal | null> {
  const { tx, record, now } = scope;
  if (!agents.has(row.agent_login_id)) {
    return { column: 'Agent Login ID', message: P.agentNotInStore(row.agent_login_id) };
  }
  const [recorded] = await tx
    .select({ receipt: retailPrepaidReceipts.receipt_number })
    .from(retailPrepaidReceipts)
    .where(eq(retailPrepaidReceipts.receipt_number, row.receipt_number));
  if (recorded) {
    return { column: 'Receipt Number', message: P.receiptRecorded(row.receipt_number) };
  }
  const movementId = await postMovement(scope, {
    store,
    movement: { kind: 'cash_sale', agent: row.agent_login_id },
    amount_paise: row.amount,
    reason: `Prepaid cash receipt ${row.receipt_number}`,
    order_random_id: row.order_id,
    payment_mode: CASH_AT_STORE_MODE,
  });
  await tx.insert(retailPrepaidReceipts).values({
    receipt_number: row.receipt_number,
    retail_store_id: store,
    order_random_id: row.order_id,
    amount_paise: row.amount,
    collected_on: row.collected_on,
    agent_login_id: row.agent_login_id,
    movement_id: movementId,
    upload_id: upload.id,
    recorded_by_login_id: manager,
    recorded_at: now,
  });
  await record.change({
    entity: 'retail_prepaid_receipt',
    id: row.receipt_number,
    changes: {
      order_random_id: { before: null, after: row.order_id },
      amount_paise: { before: null, after: row.amount },
      collected_on: { before: null, after: row.collected_on },
      agent_login_id: { before: null, after: row.agent_login_id },
    },
    reason: 'Prepaid cash sheet',
  });
  return null;
}

/** The uploader as a Retail Manager: their store, locked for its cash, and its active agents. */
interface ManagedStore {
  manager: number;
  store: string;
  agents: ReadonlySet<number>;
}

/** The uploader's store as its manager, or null when they manage none (no agent is theirs). */
async function uploaderStore({ tx, caller }: UseCaseScope): Promise<ManagedStore | null> {
  const manager = caller.login_id;
  const store = manager === null ? null : await managedStoreOf(tx, manager);
  if (manager === null || store === null) return null;
  await lockStoreCash(tx, store);
  const members = await storeMembers(tx, store);
  const agents = new Set(members.filter((m) => m.role_type === AGENT_ROLE).map((m) => m.login_id));
  return { manager, store, agents };
}

/**
 * The Prepaid Cash Upload (sheet type `prepaid-cash`): a Retail Manager records cash customers
 * paid at the store in advance, each receipt into the hands of an agent of the manager's own
 * store, through the ledger's own posting; a receipt number is recorded once.
 */
export const prepaidCashApplier: SheetApplier<PrepaidCashSheetRow> = {
  type: PREPAID_CASH_SHEET,
  applyBatch: async (_ctx, scope, rows, upload) => {
    const managed = await uploaderStore(scope);
    return applyEachRow(rows, async (row) =>
      managed
        ? recordReceipt(scope, managed, upload, row)
        : { column: 'Agent Login ID', message: P.agentNotInStore(row.agent_login_id) },
    );
  },
};
