import { pincodes, type PincodeRow } from '@backoffice/db/schema';
import { sql } from 'drizzle-orm';
import { applyEachRow, type AppliedRow, type ValidRow } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { LOOKUP_ERRORS } from '../lookups.errors';

/** The directory entries of some pincodes, locked, by pincode. */
export async function lockedPincodeEntries(
  tx: UseCaseScope['tx'],
  wanted: readonly string[],
): Promise<Map<string, PincodeRow>> {
  const found = await tx
    .select()
    .from(pincodes)
    .where(sql`${pincodes.pincode} = any(${sql.param([...new Set(wanted)])}::char(6)[])`)
    .for('update');
  return new Map(found.map((p) => [p.pincode, p]));
}

/**
 * Applies a pincode sheet's rows one after the other to the pincodes the directory has: the
 * batch's pincodes are read (locked) in one query, a row whose pincode the directory does not
 * have fails on its Pincode column ('Invalid Pin Code!'), and `apply` writes each other row. The
 * entry `apply` gets is the one of the batch's read; an `apply` that changes the entry's columns
 * sets them on it too, for the batch's later rows of the same pincode.
 */
export async function applyToKnownPincodes<Row extends { pincode: string }>(
  { tx }: UseCaseScope,
  rows: readonly ValidRow<Row>[],
  apply: (value: Row, entry: PincodeRow) => Promise<void>,
): Promise<AppliedRow[]> {
  const entries = await lockedPincodeEntries(
    tx,
    rows.map((r) => r.value.pincode),
  );
  return applyEachRow(rows, async (value) => {
    const entry = entries.get(value.pincode);
    if (!entry) {
      return { column: 'Pincode', message: LOOKUP_ERRORS['lookups.pincode_not_found'].message };
    }
    await apply(value, entry);
    return null;
  });
}
