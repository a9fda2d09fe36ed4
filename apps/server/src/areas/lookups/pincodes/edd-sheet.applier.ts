import { pincodes, type PincodeRow } from '@backoffice/db/schema';
import { EDD_SHEET, type EddSheetRow } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import type { SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { applyToKnownPincodes } from './known-pincode-rows';

/** Sets the EDD days of a pincode the directory has (its entry as the batch's rows left it). */
async function setEddDays(
  { tx, record }: UseCaseScope,
  row: EddSheetRow,
  entry: PincodeRow,
): Promise<void> {
  const before = entry.edd_days;
  if (before === row.edd_days) return;
  await tx
    .update(pincodes)
    .set({ edd_days: row.edd_days })
    .where(eq(pincodes.pincode, row.pincode));
  await record.change({
    entity: 'pincode',
    id: row.pincode,
    changes: { edd_days: { before, after: row.edd_days } },
    reason: 'EDD sheet',
  });
  entry.edd_days = row.edd_days;
}

/**
 * The EDD sheet (sheet type `edd`): each row sets the days a pincode of the directory promises
 * delivery in, which the promise engine and placing an order read. A pincode the directory
 * does not have fails its row ('Invalid Pin Code!'); the pincode sheet adds pincodes.
 */
export const eddSheetApplier: SheetApplier<EddSheetRow> = {
  type: EDD_SHEET,
  applyBatch: (_ctx, scope, rows) =>
    applyToKnownPincodes(scope, rows, (row, entry) => setEddDays(scope, row, entry)),
};
