import type { Database } from '@backoffice/db';
import { codToOnlineRequests, orders } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import { paymentMethodsFor, type PaymentMethodId } from '@backoffice/domain/orders';
import {
  COD_TO_ONLINE_MESSAGES as M,
  isCardLinkVia,
  paymentViaMethod,
  type CodToOnlineAnswer,
  type CodToOnlineListResponse,
  type CodToOnlineTemplate,
  type TCancelCtoRequest,
  type TCodToOnline,
  type TCodToOnlineListQuery,
  type TCodToOnlineRefreshRequest,
  type TResendCtoLinkRequest,
} from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { paymentError } from './payments.errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type Caller, type StaffCaller } from '../../../core/use-case';
import { cartsOfOrder, orderByRandomId, orderNotFound } from '../../orders/index';
import { codToOnlineRows } from './cart-payables';
import { codToOnlinePage, requestFacts } from './cod-to-online.queries';
import { createConversion } from './conversions';
import { cancelLinkIn } from './cancel-payment-link.service';
import { runWithPaymentLinks } from './links-outside-locks';
import { resendLinkIn } from './resend-payment-link.service';
import { refreshLink } from './payment-outcomes.service';
import { effectiveRequestStatus, toCodToOnlineRow, type RequestFacts } from './payment-views';

const notFound = () => paymentError('sales.conversion_not_found');

/** The payment vias the COD-to-online popup offers a user (000 section 3: Juspay). */
const codToOnlineVias = (p: Principal) => paymentMethodsFor('cod-to-online', p);

/** What the COD to online popup shows: every cart with its COD payable and eligibility. */
export async function codToOnlineTemplate(
  ctx: AppContext,
  principal: Principal,
  orderRandomId: string,
): Promise<CodToOnlineTemplate> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const rows = await codToOnlineRows(
    ctx.db,
    found.order,
    await cartsOfOrder(ctx.db, found.order.id),
    ctx.now(),
  );
  return {
    order_random_id: found.order.order_random_id,
    payment_type: found.order.payment_type,
    carts: rows.map(({ amount_due_paise: _due, total_cod_paise: _cod, ...row }) => row),
    payment_vias: codToOnlineVias(principal).map((m) => m.name),
  };
}

/**
 * POST /api/backend-cod-to-online/: moves the picked carts online. Via Juspay (any case) a link
 * of type cto is sent for their COD payable; another via the caller may use takes the payment at
 * once with its reference. Idempotent with a key.
 */
export async function createCodToOnline(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCodToOnline,
  idempotency: IdempotentRequest | null,
): Promise<CodToOnlineAnswer> {
  const method = paymentViaMethod(input.payment_via);
  const offered = codToOnlineVias(caller.principal).some((m) => m.id === method?.id);
  if (!method || !offered) throw paymentError('sales.conversion_via_not_offered').at('payment_via');
  const byLink = isCardLinkVia(input.payment_via);
  if (!byLink && !input.payment_ref_id) {
    throw paymentError('sales.payment_ref_required').at('payment_ref_id');
  }
  return runWithPaymentLinks(ctx, idempotency, () =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async () => {
        const found = await orderByRandomId(scope.tx, input.order_id, true);
        if (!found) throw orderNotFound();
        const { request } = await createConversion(ctx, scope, {
          order: found.order,
          customer: found.customer,
          cartIds: input.cart_ids,
          source: 'cto',
          methodId: method.id as PaymentMethodId,
          paymentRefId: byLink ? null : (input.payment_ref_id ?? null),
          expectedPaise: input.amount,
        });
        return {
          success: true as const,
          message: M.created,
          request: await rowOf(ctx, scope.tx, request.id),
        };
      }),
    ),
  );
}

async function rowOf(ctx: AppContext, db: Database, requestId: number) {
  const facts = await requestFacts(db, requestId);
  if (!facts) throw notFound();
  return toCodToOnlineRow(facts, ctx.now());
}

/** A request locked at the version the caller read, with its link. */
async function lockedRequest(tx: Database, ctoId: number, version: number) {
  // The order first, then the request: every change of an order's payments locks in that order.
  const [located] = await tx
    .select({ order_id: codToOnlineRequests.order_id })
    .from(codToOnlineRequests)
    .where(eq(codToOnlineRequests.id, ctoId));
  if (!located) throw notFound();
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, located.order_id))
    .for('update');
  const [locked] = await tx
    .select({ version: codToOnlineRequests.version })
    .from(codToOnlineRequests)
    .where(eq(codToOnlineRequests.id, ctoId))
    .for('update');
  if (!locked) throw notFound();
  if (locked.version !== version) throw new AppError('STALE');
  const facts = await requestFacts(tx, ctoId);
  if (!facts) throw notFound();
  return facts;
}

/** PUT /api/backend-cod-to-online/: asks the provider about the request's link again. */
export async function refreshCodToOnline(
  ctx: AppContext,
  caller: Caller,
  input: TCodToOnlineRefreshRequest,
): Promise<CodToOnlineAnswer> {
  const facts = await requestFacts(ctx.db, input.cto_id);
  if (!facts) throw notFound();
  if (facts.request.version !== input.version) throw new AppError('STALE');
  if (facts.link) await refreshLink(ctx, facts.link.transaction_id, caller);
  return { success: true, message: M.refreshed, request: await rowOf(ctx, ctx.db, input.cto_id) };
}

/** The request's link may still change: it is pending, or expired and may be sent anew. */
function openLink(facts: RequestFacts, now: Date) {
  const status = effectiveRequestStatus(facts.request, now);
  if (!facts.link || (status !== 'pending' && status !== 'expired')) {
    throw paymentError('sales.conversion_not_pending').at('cto_id');
  }
  return facts.link;
}

/** POST /api/resend-cto-link/: the request's link again (a new one once it expired). */
export function resendCtoLink(
  ctx: AppContext,
  caller: StaffCaller,
  input: TResendCtoLinkRequest,
): Promise<CodToOnlineAnswer> {
  return runWithPaymentLinks(ctx, null, () =>
    runUseCase(ctx, caller, async (scope) => {
      const link = openLink(await lockedRequest(scope.tx, input.cto_id, input.version), scope.now);
      await resendLinkIn(ctx, scope, {
        transaction_id: link.transaction_id,
        version: link.version,
      });
      return {
        success: true,
        message: M.resent,
        request: await rowOf(ctx, scope.tx, input.cto_id),
      };
    }),
  );
}

/** POST /api/cancel-cto-request/: cancels a pending (or expired) request and its link. */
export function cancelCtoRequest(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCancelCtoRequest,
): Promise<CodToOnlineAnswer> {
  return runUseCase(ctx, caller, async (scope) => {
    const link = openLink(await lockedRequest(scope.tx, input.cto_id, input.version), scope.now);
    await cancelLinkIn(scope, {
      transaction_id: link.transaction_id,
      type: link.link_type,
      comments: input.comments,
      version: link.version,
    });
    return {
      success: true,
      message: M.cancelledRequest,
      request: await rowOf(ctx, scope.tx, input.cto_id),
    };
  });
}

/** GET /api/backoffice-payment-type-changed-orders/: one tab of the requests, newest first. */
export async function codToOnlineList(
  ctx: AppContext,
  query: TCodToOnlineListQuery,
): Promise<CodToOnlineListResponse> {
  const now = ctx.now();
  const { count, rows } = await codToOnlinePage(
    ctx.db,
    { tab: query.status, orderRandomId: query.search, limit: query.limit, offset: query.offset },
    now,
  );
  return {
    count,
    limit: query.limit,
    offset: query.offset,
    results: rows.map((facts) => toCodToOnlineRow(facts, now)),
  };
}
