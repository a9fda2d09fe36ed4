import { orders, paymentLinks, type AuditChanges } from '@backoffice/db/schema';
import {
  automateMessage,
  linkCheckText,
  type AutomateAnswer,
  type AutomateFinding,
} from '@backoffice/domain/sales/payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import type { ProviderLinkState } from '../../../integrations/payments/payments';
import { orderByRandomId, orderNotFound } from '../../orders/index';
import { applyLinkStateIn } from './payment-outcomes.service';

/** The order whose automatic checks run again, at the version the caller saw. */
export interface AutomateRequest {
  order_random_id: string;
  version: number;
}

/**
 * Runs the order's automatic checks now (POST /api/automate/, docs/sales.md): every open payment
 * link of the order (pending, or after a failed try) is read back from the payments provider, as
 * a missed notice would have told, and applied as the notice is (a payment recorded and what it
 * paid settled). The provider is asked before any lock is taken; the findings are applied and
 * audited as one change of the order. Idempotent with a key.
 */
export async function automateOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: AutomateRequest,
  idempotency: IdempotentRequest | null,
): Promise<AutomateAnswer> {
  const found = await orderByRandomId(ctx.db, input.order_random_id);
  if (!found) throw orderNotFound();
  const open = await ctx.db
    .select({ transaction_id: paymentLinks.transaction_id })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.order_id, found.order.id),
        inArray(paymentLinks.status, ['pending', 'failed']),
      ),
    )
    .orderBy(paymentLinks.id);
  const states: ProviderLinkState[] = [];
  for (const link of open)
    states.push(await ctx.integrations.payments.getLink(link.transaction_id));

  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const locked = await orderByRandomId(scope.tx, input.order_random_id, true);
      if (!locked) throw orderNotFound();
      if (locked.order.version !== input.version) throw new AppError('STALE');
      const findings: AutomateFinding[] = [];
      const audit: AuditChanges = {};
      for (const state of states) {
        const applied = await applyLinkStateIn(scope, state);
        const { transaction_id, status, changed } = applied.outcome;
        Object.assign(
          audit,
          applied.audit ?? {
            [`payment_link.${transaction_id}`]: { before: { status }, after: { status } },
          },
        );
        const text = linkCheckText({
          transaction_id,
          before: applied.before,
          after: status,
          amount_paise: applied.amount_paise,
        });
        findings.push({ transaction_id, status, changed, text });
      }
      await scope.record.change({
        entity: 'order',
        id: locked.order.order_random_id,
        changes: {
          automate: {
            before: null,
            after: { checked: findings.length, findings: findings.map((f) => f.text) },
          },
          ...audit,
        },
        reason: 'Automatic checks run again',
      });
      const [after] = await scope.tx
        .select({ version: orders.version })
        .from(orders)
        .where(eq(orders.id, locked.order.id));
      return {
        success: true as const,
        message: automateMessage(findings.length),
        order_random_id: locked.order.order_random_id,
        version: after?.version ?? locked.order.version,
        findings,
      };
    }),
  );
}
