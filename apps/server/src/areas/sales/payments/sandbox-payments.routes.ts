import { orders, paymentLinks, posOrders } from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import { effectiveLinkStatus, paymentLinkTypeLabel } from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { paymentError } from './payments.errors';
import type { AreaModule } from '../../../core/http';
import type { SandboxPayments } from '../../../integrations/payments/payments.sandbox';
import { SYSTEM_CALLER } from '../../../core/use-case';
import { applyLinkState } from './payment-outcomes.service';
import { methodName } from './payment-views';
import { SANDBOX_PAGE_CSP, sandboxPage, type SandboxPageLink } from './sandbox-page';

const ZOutcome = z.object({
  outcome: z.enum(['paid', 'failed', 'expired'], {
    error: 'outcome must be paid, failed or expired',
  }),
});
const ZParams = z.object({ transaction_id: z.string().min(1).max(100) });

const isSandbox = (ctx: AppContext): SandboxPayments | null => {
  const payments = ctx.integrations.payments as Partial<SandboxPayments>;
  return payments.kind === 'sandbox' ? (payments as SandboxPayments) : null;
};

/**
 * What the sandbox payment page of a transaction shows: the order's payment link, or else a
 * till payment (the point of sale asks the provider directly, with no payment link row: the
 * till order waits on it by its ptr_id).
 */
async function pageOf(
  ctx: AppContext,
  sandbox: SandboxPayments,
  transactionId: string,
): Promise<SandboxPageLink> {
  const now = ctx.now();
  const page = { transaction_id: transactionId, brand: ctx.config.brand.name, now };
  const [row] = await ctx.db
    .select({ link: paymentLinks, order_random_id: orders.order_random_id })
    .from(paymentLinks)
    .innerJoin(orders, eq(orders.id, paymentLinks.order_id))
    .where(eq(paymentLinks.transaction_id, transactionId));
  if (row) {
    return {
      ...page,
      order_random_id: row.order_random_id,
      amount: formatPaise(row.link.amount_paise),
      type_label: paymentLinkTypeLabel(row.link.link_type),
      payment_via: methodName(row.link.method_id),
      status: effectiveLinkStatus(row.link.status, row.link.expires_at, now),
      created_at: row.link.created_at,
      expires_at: row.link.expires_at,
    };
  }
  const own = sandbox.links.find((link) => link.id === transactionId);
  const [till] = own
    ? await ctx.db
        .select({ order_random_id: posOrders.order_random_id })
        .from(posOrders)
        .where(eq(posOrders.ptr_id, transactionId))
    : [];
  if (!own || !till) throw paymentError('sales.link_not_found');
  return {
    ...page,
    order_random_id: till.order_random_id,
    amount: formatPaise(own.amount_paise),
    type_label: 'Till payment',
    payment_via: 'Card',
    status: effectiveLinkStatus(own.status, own.expires_at, now),
    created_at: own.created_at,
    expires_at: own.expires_at,
  };
}

/**
 * The sandbox payments provider's pages and controls, served only while PAYMENTS_PROVIDER is
 * sandbox (docs/sales.md "Sandbox"): the payment page a link points to, with Pay, Fail and
 * Expire buttons for a person, and a JSON control for tests. Both settle the link in the
 * sandbox and then apply it as a live provider's notice would be.
 */
export const sandboxPaymentsRoutes: AreaModule = async (api, ctx) => {
  const sandbox = isSandbox(ctx);
  if (!sandbox) return;

  const settle = async (
    transactionId: string,
    outcome: 'paid' | 'failed' | 'expired',
    requestId: string,
  ) => {
    const [link] = await ctx.db
      .select({ id: paymentLinks.id })
      .from(paymentLinks)
      .where(eq(paymentLinks.transaction_id, transactionId));
    if (!link) {
      // A till payment has no link row: the till reads the provider's state with Check Status.
      const [till] = await ctx.db
        .select({ id: posOrders.id })
        .from(posOrders)
        .where(eq(posOrders.ptr_id, transactionId));
      if (!till) throw paymentError('sales.link_not_found');
      const state = sandbox.settle(transactionId, outcome);
      return { transaction_id: transactionId, status: state.status, changed: true };
    }
    const state = sandbox.settle(transactionId, outcome);
    return applyLinkState(ctx, state, { ...SYSTEM_CALLER, request_id: requestId });
  };

  await api.register(async (scope) => {
    // The page's buttons post an HTML form; nothing else on this scope reads a body that way.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      '/api/sandbox-payments/pay/:transaction_id',
      {
        config: { capability: 'public' },
        schema: { summary: 'The sandbox payment page of a link (HTML)', params: ZParams },
      },
      async (request, reply) => {
        const { transaction_id } = ZParams.parse(request.params);
        const page = await pageOf(ctx, sandbox, transaction_id);
        reply.header('content-security-policy', SANDBOX_PAGE_CSP);
        return reply.type('text/html; charset=utf-8').send(sandboxPage(page));
      },
    );

    scope.post(
      '/api/sandbox-payments/pay/:transaction_id',
      {
        config: { capability: 'public' },
        schema: {
          summary: "The sandbox payment page's Pay, Fail and Expire buttons",
          params: ZParams,
          body: ZOutcome,
        },
      },
      async (request, reply) => {
        const { transaction_id } = ZParams.parse(request.params);
        const { outcome } = ZOutcome.parse(request.body);
        await settle(transaction_id, outcome, request.id);
        return reply.redirect(
          `/api/sandbox-payments/pay/${encodeURIComponent(transaction_id)}`,
          303,
        );
      },
    );

    scope.post(
      '/api/sandbox-payments/links/:transaction_id/',
      {
        config: { capability: 'public' },
        schema: {
          summary: 'Settle a sandbox link as paid, failed or expired (for tests and demos)',
          params: ZParams,
          body: ZOutcome,
          response: {
            200: z.object({ transaction_id: z.string(), status: z.string(), changed: z.boolean() }),
          },
        },
      },
      (request) => {
        const { transaction_id } = ZParams.parse(request.params);
        const { outcome } = ZOutcome.parse(request.body);
        return settle(transaction_id, outcome, request.id);
      },
    );
  });
};
