import { indiaDayBounds } from '@backoffice/domain/core/dates';
import { distributors, type DistributorDbRow } from '@backoffice/db/schema';
import {
  DEALER_CREDIT_MESSAGES as D,
  DEALER_CREDIT_SHEET,
  type DealerCreditSheetRow,
} from '@backoffice/domain/uploads';
import { formatPaise } from '@backoffice/domain/core/money';
import { DISTRIBUTION_MESSAGES as M } from '@backoffice/domain/distribution';
import { inArray } from 'drizzle-orm';
import { applyEachRow, type SheetApplier } from '../../../core/sheets/index';
import { postOrHoldCredit } from './credit-approvals';

/**
 * The dealer ledger credit-points upload (sheet type `dealer-credit-points`, /dealer-sheet-upload):
 * each row a Credit of its distributor's ledger with the row's remark, dated the row's day (or
 * the upload's time). The batch's distributors are read in one query; an unknown code is refused
 * on its row. A row repeating an earlier credit never reaches it: the uploads pipeline refuses
 * it by the sheet's business key (`additive`).
 * A row above the credit approval threshold is held pending a Finance pod leader's approval,
 * and its row result says so.
 */
export const dealerCreditApplier: SheetApplier<DealerCreditSheetRow> = {
  type: DEALER_CREDIT_SHEET,
  applyBatch: async (ctx, scope, rows, upload) => {
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
      const added = await postOrHoldCredit(
        scope,
        ctx.config.distribution.creditApprovalThresholdPaise,
        {
          distributor,
          source: 'upload',
          amountPaise: row.credit_points,
          remark: row.remark,
          ...(row.transaction_date
            ? { transactionAt: indiaDayBounds(row.transaction_date).start }
            : {}),
          uploadId: upload.id,
        },
      );
      return added.held ? { note: M.creditPendingRow(formatPaise(row.credit_points)) } : null;
    });
  },
};
