import { indiaDayBounds } from '@backoffice/domain/core/dates';
import { distributors, type DistributorDbRow } from '@backoffice/db/schema';
import {
  DEALER_CREDIT_MESSAGES as D,
  DEALER_CREDIT_SHEET,
  type DealerCreditSheetRow,
} from '@backoffice/domain/uploads';
import { inArray } from 'drizzle-orm';
import { applyEachRow, type SheetApplier } from '../../../core/sheets/index';
import { postCreditEntry } from './credit-entries';

/**
 * The dealer ledger credit-points upload (sheet type `dealer-credit-points`, /dealer-sheet-upload):
 * each row a Credit of its distributor's ledger with the row's remark, dated the row's day (or
 * the upload's time). The batch's distributors are read in one query; an unknown code is refused
 * on its row. Credits add, so a file uploaded twice credits twice: each upload is its own act.
 */
export const dealerCreditApplier: SheetApplier<DealerCreditSheetRow> = {
  type: DEALER_CREDIT_SHEET,
  applyBatch: async (_ctx, scope, rows, upload) => {
    const codes = [...new Set(rows.map((r) => r.value.distributor_code))];
    const found = await scope.tx
      .select()
      .from(distributors)
      .where(inArray(distributors.distributor_code, codes));
    const byCode = new Map<string, DistributorDbRow>(found.map((d) => [d.distributor_code, d]));
    return applyEachRow(rows, async (row) => {
      const distributor = byCode.get(row.distributor_code);
      if (!distributor) {
        return { column: 'Distributor Code', message: D.unknownDistributor(row.distributor_code) };
      }
      await postCreditEntry(scope, {
        distributor,
        source: 'upload',
        amountPaise: row.credit_points,
        remark: row.remark,
        ...(row.transaction_date
          ? { transactionAt: indiaDayBounds(row.transaction_date).start }
          : {}),
        uploadId: upload.id,
      });
      return null;
    });
  },
};
