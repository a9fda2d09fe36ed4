import type { TTroubleResolutionResponse } from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import { readRefund } from '../automation/refund-locks';
import { toTrouble } from '../details/refund-detail-views';
import { troublesOf } from '../details/refund-details.queries';

/** GET trouble-resolution-details?refund_id=: the refund's troubles, newest first. */
export async function troubleDetails(
  ctx: AppContext,
  refundId: number,
): Promise<TTroubleResolutionResponse> {
  await readRefund(ctx.db, refundId);
  return { results: (await troublesOf(ctx.db, refundId)).map(toTrouble) };
}
