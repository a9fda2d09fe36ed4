import { returnRequestItems, returnRequests, type StoredRequestFile } from '@backoffice/db/schema';
import {
  customerRequestFields,
  formErrors,
  indiaDay,
  isRequestable,
  reasonText,
  reasonsFor,
  REQUEST_FIELD,
  RETURN_MESSAGES,
  returnRequestType,
  type FormAnswers,
  type InitiateRequestFields,
  type RequestActionResponse,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { changeLockedCartStatus, lockCartWithOrder } from '../../orders/index';
import { requestError } from './requests.errors';
import { cartOfChannel, openRequestOfCart, requestWithContext } from './requests.queries';
import { requestFileKey, type SentRequest } from './request-upload';
import { toCustomerRequest } from './request-view';

/** The form's answers as the dynamic form's rules read them (files by name, size and type). */
function answersOf(sent: SentRequest): FormAnswers {
  const f = sent.fields;
  return {
    [REQUEST_FIELD.requestType]: f.request_type,
    [REQUEST_FIELD.reason]: f.reason_id,
    [REQUEST_FIELD.subReason]: f.sub_reason_id,
    [REQUEST_FIELD.quantity]: f.quantity,
    [REQUEST_FIELD.pickupDate]: f.preferred_pickup_date,
    [REQUEST_FIELD.originalPackaging]: f.original_packaging,
    [REQUEST_FIELD.comments]: f.comments,
    [REQUEST_FIELD.photos]: sent.files.map((x) => ({
      name: x.name,
      size: x.bytes.byteLength,
      type: x.content_type,
    })),
    [REQUEST_FIELD.refundPayment]: {
      payment_type: f.refund_payment_type ?? null,
      payment_via: f.refund_payment_via ?? null,
      payment_tracking_id: f.refund_payment_tracking_id ?? null,
    },
  };
}

/** The answers kept with the request beyond its own columns. */
function keptAnswers(f: InitiateRequestFields): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  if (f.preferred_pickup_date) kept[REQUEST_FIELD.pickupDate] = f.preferred_pickup_date;
  if (f.original_packaging !== undefined)
    kept[REQUEST_FIELD.originalPackaging] = f.original_packaging;
  if (f.refund_payment_type) {
    kept[REQUEST_FIELD.refundPayment] = {
      payment_type: f.refund_payment_type,
      payment_via: f.refund_payment_via ?? null,
      payment_tracking_id: f.refund_payment_tracking_id ?? null,
    };
  }
  return kept;
}

/**
 * POST /initiate-return-or-replacement/: raises a customer request on a delivered cart. The form
 * is checked with the same descriptors the form was drawn from (400 per field); the files go to
 * the file store first; then, in one transaction: the cart at the version the agent read (409),
 * no other open request, the request with its item, the cart's status through the orders area
 * (comment, audit, tab counts). A retry with the same Idempotency-Key answers the first request.
 */
export async function initiateRequest(
  ctx: AppContext,
  caller: StaffCaller,
  sent: SentRequest,
  keyed: IdempotentRequest | null,
): Promise<RequestActionResponse> {
  const f = sent.fields;
  const type = returnRequestType(f.request_type);
  if (!type) throw requestError('returns.form_invalid', 'Unknown request type');
  if (!reasonsFor(type.kind).some((r) => r.id === f.reason_id)) {
    throw requestError('returns.reason_not_for_kind').at(REQUEST_FIELD.reason);
  }
  const { fields: checked, found } = await cartFormContext(ctx, f);
  const errors = formErrors(checked, answersOf(sent));
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0] ?? 'Invalid request';
    throw new AppError('VALIDATION', { message: first, fields: errors });
  }
  const stored: StoredRequestFile[] = [];
  for (const file of sent.files) {
    const key = requestFileKey(found.id, file);
    await ctx.files.put(key, file.bytes);
    stored.push({
      key,
      name: file.name,
      size: file.bytes.byteLength,
      content_type: file.content_type,
    });
  }
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, keyed, async () => {
      const locked = await lockCartWithOrder(scope.tx, f.cart_pid);
      if (!locked || locked.cart.affiliate_id !== f.affiliate_id) {
        throw requestError('returns.cart_not_found');
      }
      const { order, cart } = locked;
      if (cart.version !== f.version) throw new AppError('STALE');
      if (!isRequestable(cart.orm_order_status)) throw requestError('returns.not_requestable');
      if (await openRequestOfCart(scope.tx, cart.id)) {
        throw requestError('returns.open_request_exists');
      }
      const [request] = await scope.tx
        .insert(returnRequests)
        .values({
          order_id: order.id,
          cart_id: cart.id,
          affiliate_id: cart.affiliate_id,
          kind: type.kind,
          request_type: f.request_type,
          reason_id: f.reason_id,
          sub_reason_id: f.sub_reason_id ?? null,
          quantity: f.quantity,
          comments: f.comments,
          form_answers: keptAnswers(f),
          files: stored,
          status: type.opening_status,
          from_status: cart.orm_order_status,
          created_by_login_id: caller.login_id,
          created_at: scope.now,
          updated_at: scope.now,
        })
        .returning();
      if (!request) throw new Error('initiateRequest: the insert returned no row');
      await scope.tx.insert(returnRequestItems).values({
        request_id: request.id,
        item_type_id: type.item_type_id,
        item_sku: cart.item_sku,
        item_name: cart.item_name,
        quantity: f.quantity,
        created_at: scope.now,
      });
      const sentence = `${caller.name} raised a ${type.label} request for ${f.quantity} of ${cart.item_name} (${reasonText(f.reason_id, f.sub_reason_id ?? null)})${f.comments ? `: ${f.comments}` : ''}`;
      await scope.record.change({
        entity: 'return_request',
        id: request.id,
        changes: {
          status: { before: null, after: request.status },
          request_type: { before: null, after: request.request_type },
        },
        reason: sentence,
      });
      await changeLockedCartStatus(
        ctx,
        scope,
        caller.principal,
        locked,
        { target: type.opening_status, comment: sentence, holdReason: null },
        () => null,
      );
      const view = await requestWithContext(scope.tx, request.id);
      if (!view) throw new Error('initiateRequest: the request vanished');
      return {
        success: true as const,
        message: RETURN_MESSAGES.requestCreated,
        request: toCustomerRequest(view),
      };
    }),
  );
}

/** The form's descriptors for the named cart (404 for an unknown cart or channel). */
async function cartFormContext(ctx: AppContext, f: InitiateRequestFields) {
  const found = await cartOfChannel(ctx.db, f.affiliate_id, f.cart_pid);
  if (!found) throw requestError('returns.cart_not_found');
  return {
    found: found.cart,
    fields: customerRequestFields({
      item_quantity: found.cart.item_quantity,
      today: indiaDay(ctx.now()),
    }),
  };
}
