import type { Database } from '@backoffice/db';
import { codChallans, codRemittances } from '@backoffice/db/schema';
import {
  COD_CHALLAN_SHEET,
  OPERATIONS_SHEET_MESSAGES as O,
  type CodChallanSheetRow,
} from '@backoffice/domain/uploads';
import { eq, sql } from 'drizzle-orm';
import { applyEachRow, type RowRefusal, type SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';

/**
 * The paise collected under a remittance reference and how many collections there are, read with
 * them locked so that two challans of one reference are checked one after the other.
 */
async function collectedUnder(db: Database, reference: string) {
  const rows = await db
    .select({ amount: codRemittances.amount_paise })
    .from(codRemittances)
    .where(eq(codRemittances.reference, reference))
    .for('update');
  return { count: rows.length, paise: rows.reduce((sum, r) => sum + r.amount, 0) };
}

/** The paise deposited by challans under a remittance reference. */
async function depositedUnder(db: Database, reference: string): Promise<number> {
  const [sum] = await db
    .select({ paise: sql<string>`coalesce(sum(${codChallans.amount_paise}), 0)` })
    .from(codChallans)
    .where(eq(codChallans.remittance_reference, reference));
  return Number(sum?.paise ?? 0);
}

/** Whether a recorded challan is the row itself, sent again. */
const sameChallan = (recorded: typeof codChallans.$inferSelect, row: CodChallanSheetRow) =>
  recorded.remittance_reference === row.remittance_reference &&
  recorded.deposited_on === row.deposit_date &&
  recorded.bank === row.bank &&
  recorded.amount_paise === row.amount;

/** Records one challan, or answers why the data refuses it. */
async function recordChallan(
  { tx, record, now, caller }: UseCaseScope,
  row: CodChallanSheetRow,
): Promise<RowRefusal | null> {
  const [recorded] = await tx
    .select()
    .from(codChallans)
    .where(eq(codChallans.challan_number, row.challan_number));
  if (recorded) {
    return sameChallan(recorded, row)
      ? null
      : { column: 'Challan Number', message: O.challanRecorded };
  }
  const collected = await collectedUnder(tx, row.remittance_reference);
  if (collected.count === 0) {
    const message = O.remittanceNotFound(row.remittance_reference);
    return { column: 'Remittance Reference', message };
  }
  const left = collected.paise - (await depositedUnder(tx, row.remittance_reference));
  if (row.amount > left) return { column: 'Amount', message: O.aboveUndeposited(left) };
  const [challan] = await tx
    .insert(codChallans)
    .values({
      challan_number: row.challan_number,
      remittance_reference: row.remittance_reference,
      deposited_on: row.deposit_date,
      bank: row.bank,
      amount_paise: row.amount,
      recorded_by_login_id: caller.login_id,
      created_at: now,
    })
    .returning();
  if (!challan) throw new Error('cod challan: the insert returned no row');
  await record.change({
    entity: 'cod_challan',
    id: challan.id,
    changes: {
      challan_number: { before: null, after: row.challan_number },
      remittance_reference: { before: null, after: row.remittance_reference },
      amount_paise: { before: null, after: row.amount },
      deposited_on: { before: null, after: row.deposit_date },
      bank: { before: null, after: row.bank },
    },
    reason: 'COD challan sheet',
  });
  return null;
}

/**
 * The COD deposit challan sheet (sheet type `cod-challan`): each row records a bank deposit of
 * COD cash against the remittance reference it deposits, never more than is still undeposited
 * there; a challan sent again with the same details is left as recorded.
 */
export const codChallanApplier: SheetApplier<CodChallanSheetRow> = {
  type: COD_CHALLAN_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => recordChallan(scope, row)),
};
