import { codChallanUploads, codRemittances } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { CodSheetRowsResponse } from '@backoffice/domain/returns';
import { asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';

/** A cart is remitted under a reference once per courier day: a handful of rows at most. */
const MOST_ROWS = 50;

/**
 * GET returns/cod-sheet-rows/?cart_pid= (designed): the COD sheet rows of a cart, oldest first,
 * each with how many challans were uploaded against it. A COD sheet row (`cod_sheet_id` of the
 * challan calls) is a `cod_remittances` row: the cash a courier collected on delivery of the
 * cart, from the COD sheet. A cart with none (not COD, or not remitted yet) answers no rows.
 */
export async function codSheetRowsOf(
  ctx: AppContext,
  cartPid: number,
): Promise<CodSheetRowsResponse> {
  const rows = await ctx.db
    .select({
      id: codRemittances.id,
      reference: codRemittances.reference,
      docket_number: codRemittances.docket_number,
      amount_paise: codRemittances.amount_paise,
      collected_on: codRemittances.collected_on,
      challans: count(codChallanUploads.id),
    })
    .from(codRemittances)
    .leftJoin(codChallanUploads, eq(codChallanUploads.cod_sheet_id, codRemittances.id))
    .where(eq(codRemittances.cart_id, cartPid))
    .groupBy(codRemittances.id)
    .orderBy(asc(codRemittances.id))
    .limit(MOST_ROWS);
  return {
    results: rows.map((row) => ({
      cod_sheet_id: row.id,
      reference: row.reference,
      docket_number: row.docket_number,
      amount: toWireRupees(row.amount_paise),
      collected_on: row.collected_on,
      challans: row.challans,
    })),
  };
}
