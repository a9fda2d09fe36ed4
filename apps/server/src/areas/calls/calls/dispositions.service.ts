import {
  callDispositions,
  type CallDispositionRow,
  type CallRecordRow,
} from '@backoffice/db/schema';
import { can } from '@backoffice/domain/access';
import {
  callStatusLabel,
  DISPOSITION_MESSAGES as M,
  DISPOSITION_SOURCE,
  type SaveDispositionResponse,
  type TCrmDisposition,
} from '@backoffice/domain/calls/calls';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import {
  runUseCase,
  type Change,
  type StaffCaller,
  type UseCaseScope,
} from '../../../core/use-case';
import { switchUserStatus } from '../../identity/index';
import {
  checkedDisposition,
  type CheckedDisposition,
  type OrderAbout,
  type Path,
} from './disposition-checks';

/**
 * Records the disposition of a call (001 sections 5 and 7), source CRM, with the caller's role
 * and login id. One transaction: the path must be one of the tree; the call, when named, one the
 * caller placed; the clicked cart one of its channel; at least one product of the order when the
 * order has records. The disposition shows on the order as a comment. With a break reason the
 * caller pauses: the Working/Break switch of user-status puts them on Break.
 */
export async function saveDisposition(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCrmDisposition,
): Promise<SaveDispositionResponse> {
  if (input.break_reason !== null && !can(caller.principal, 'status:toggle', ctx.config.access)) {
    throw new AppError('FORBIDDEN');
  }
  return runUseCase(ctx, caller, async (scope) => {
    const checked = await checkedDisposition(scope.tx, input, caller.login_id);
    const saved = await insertDisposition(scope, input, checked);
    await recordDisposition(scope, input, checked, saved.id);
    if (checked.breakReason) {
      await switchUserStatus(scope, {
        loginId: caller.login_id,
        status: 'break',
        reason: `Going on Break: ${checked.breakReason}`,
      });
    }
    return answerOf(caller, input, checked, saved);
  });
}

/** The disposition as saved, source CRM, with the caller's login id and role. */
async function insertDisposition(
  { tx, now, caller }: UseCaseScope<StaffCaller>,
  input: TCrmDisposition,
  { call, about }: CheckedDisposition,
): Promise<CallDispositionRow> {
  const [saved] = await tx
    .insert(callDispositions)
    .values({
      call_record_id: call?.id ?? null,
      order_id: about?.order.id ?? null,
      category_id: input.category,
      sub_category_id: input.sub_category,
      third_category_id: input.third_category,
      cart_ids: input.cart_ids,
      comments: input.comments,
      clicked_affiliate_id: input.clicked_affiliate_id,
      clicked_cart_id: input.clicked_cart_id,
      break_reason_id: input.break_reason,
      source: DISPOSITION_SOURCE,
      login_id: caller.login_id,
      role: caller.role,
      created_at: now,
    })
    .returning();
  if (!saved) throw new Error('saveDisposition: insert returned no row');
  return saved;
}

/** Audits the disposition on its order (with the order comment) or on itself without one. */
async function recordDisposition(
  { record }: UseCaseScope,
  input: TCrmDisposition,
  { path, call, about, breakReason }: CheckedDisposition,
  savedId: number,
): Promise<void> {
  await record.change({
    entity: about ? 'order' : 'call_disposition',
    id: about ? about.order.order_random_id : savedId,
    changes: {
      disposition: {
        before: null,
        after: { id: savedId, ...path, cart_ids: input.cart_ids, break_reason: breakReason },
      },
    },
    ...(input.comments ? { reason: input.comments } : {}),
    ...(about ? { comment: commentOnOrder(about, input, path, call) } : {}),
  });
}

/** The answer: the saved disposition, and the caller's status after it. */
function answerOf(
  caller: StaffCaller,
  input: TCrmDisposition,
  { path, call, about, breakReason }: CheckedDisposition,
  saved: CallDispositionRow,
): SaveDispositionResponse {
  return {
    success: true as const,
    message: breakReason ? M.savedAndPaused : M.saved,
    status: breakReason ? ('break' as const) : caller.staff.status,
    disposition: {
      id: saved.id,
      ...path,
      cart_ids: input.cart_ids,
      comments: input.comments,
      call_id: call?.call_id ?? null,
      order_id: about?.order.order_random_id ?? null,
      break_reason: breakReason,
      source: DISPOSITION_SOURCE,
      login_id: caller.login_id,
      role: caller.role,
      created_at: saved.created_at.toISOString(),
    },
  };
}

/** The disposition on the order's comments (001 "Comment": call_disposition_details). */
function commentOnOrder(
  about: OrderAbout,
  input: TCrmDisposition,
  path: Path,
  call: CallRecordRow | undefined,
): NonNullable<Change['comment']> {
  const cart = about.clicked ?? about.carts.find((k) => input.cart_ids.includes(k.id)) ?? null;
  return {
    order_id: about.order.id,
    cart_id: cart?.id ?? null,
    order_status: cart?.orm_order_status ?? null,
    text:
      input.comments ??
      `Disposition: ${path.category} / ${path.sub_category} / ${path.third_category}`,
    disposition: { ...path, call_detail_type: call ? callStatusLabel(call.call_state) : null },
  };
}
