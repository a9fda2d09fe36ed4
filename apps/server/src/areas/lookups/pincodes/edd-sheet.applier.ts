import { pincodes } from '@backoffice/db/schema';
import { EDD_SHEET, type EddSheetRow } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { LOOKUP_ERRORS } from '../lookups.errors';

/** Sets a pincode's EDD days; false when the directory does not have the pincode. */
async function setEddDays({ tx, record }: UseCaseScope, row: EddSheetRow): Promise<boolean> {
  const [before] = await tx
    .select({ edd_days: pincodes.edd_days })
    .from(pincodes)
    .where(eq(pincodes.pincode, row.pincode))
    .for('update');
  if (!before) return false;
  if (before.edd_days === row.edd_days) return true;
  await tx
    .update(pincodes)
    .set({ edd_days: row.edd_days })
    .where(eq(pincodes.pincode, row.pincode));
  await record.change({
    entity: 'pincode',
    id: row.pincode,
    changes: { edd_days: { before: before.edd_days, after: row.edd_days } },
    reason: 'EDD sheet',
  });
  return true;
}

/**
 * The EDD sheet (sheet type `edd`): each row sets the days a pincode of the directory promises
 * delivery in, which the promise engine and placing an order read. A pincode the directory
 * does not have fails its row ('Invalid Pin Code!'); the pincode sheet adds pincodes.
 */
export const eddSheetApplier: SheetApplier<EddSheetRow> = {
  type: EDD_SHEET,
  async applyBatch(_ctx, scope, rows) {
    const answers: AppliedRow[] = [];
    for (const { row, value } of rows) {
      answers.push(
        (await setEddDays(scope, value))
          ? { row, ok: true }
          : {
              row,
              ok: false,
              column: 'Pincode',
              message: LOOKUP_ERRORS['lookups.pincode_not_found'].message,
            },
      );
    }
    return answers;
  },
};
