import type { Database } from '@backoffice/db';
import { ZTransactionId } from '@backoffice/domain/sales/payments';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { enqueue } from '../../../core/outbox/enqueue';

/** The outbox kind of a payment link to cancel at the provider. */
export const PAYMENT_LINK_CANCEL = 'payment-link.cancel';

const ZLinkCancel = z.object({ transaction_id: ZTransactionId });

/**
 * Asks, inside the use case that cancelled a link here, for the link to be cancelled at the
 * provider once that use case has committed (docs/decisions/010-provider-calls-outside-locks.md):
 * no provider call waits while the order is locked, and a rolled-back cancel asks nothing.
 */
export function cancelAtProviderAfterCommit(tx: Database, transactionId: string): Promise<void> {
  return enqueue(tx, {
    kind: PAYMENT_LINK_CANCEL,
    key: `payment-link-cancel:${transactionId}`,
    payload: ZLinkCancel.parse({ transaction_id: transactionId }),
  });
}

/** Cancels the queued links at the provider (retried by the outbox while it is unavailable). */
export function registerProviderLinkCancels(ctx: AppContext): void {
  ctx.outbox.handle(PAYMENT_LINK_CANCEL, async (payload) => {
    await ctx.integrations.payments.cancelLink(ZLinkCancel.parse(payload).transaction_id);
  });
}
