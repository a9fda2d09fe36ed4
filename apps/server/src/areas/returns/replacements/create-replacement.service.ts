import { replacements, returnRequests } from '@backoffice/db/schema';
import { paiseToRupees } from '@backoffice/domain/core/money';
import { orderStatus } from '@backoffice/domain/orders';
import {
  isReplaceable,
  REPLACEMENT_MESSAGES,
  type CreateReplacement,
  type ReplacementResponse,
} from '@backoffice/domain/returns';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { lockRequestWithCart } from './locked-request';
import { insertReplacementCart } from './replacement-cart';
import { itemWords, replacementItem } from './replacement-item';
import { replacementView } from './replacement-view';
import { replacementError } from './replacements.errors';

/**
 * Creates the replacement of an approved replacement request (/replacements/create/): checks the
 * request at the version read, writes the replacement and the Confirmed cart it ships as on the
 * same order (counted in the tab counts), moves the request's version on, and writes the
 * sentences of the order's history on both carts. One replacement per request: modify it after.
 */
export async function createReplacement(
  ctx: AppContext,
  caller: StaffCaller,
  input: CreateReplacement,
  idempotency: IdempotentRequest | null,
): Promise<ReplacementResponse> {
  return runUseCase(ctx, caller, ({ tx, record, now }) =>
    onceOnly(tx, idempotency, async () => {
      const { order, cart, request } = await lockRequestWithCart(tx, input.request_id);
      if (request.version !== input.version) throw new AppError('STALE');
      if (request.kind !== 'replacement') {
        throw replacementError('returns.replacement_not_a_replacement').at('request_id');
      }
      if (!request.is_open || !isReplaceable(request.status)) {
        throw replacementError(
          'returns.replacement_not_replaceable',
          orderStatus(request.status).label,
        ).at('request_id');
      }
      const [existing] = await tx
        .select({ id: replacements.id })
        .from(replacements)
        .where(eq(replacements.request_id, request.id));
      if (existing) throw replacementError('returns.replacement_already_created').at('request_id');
      const item = await replacementItem(tx, input, request.quantity);
      const newCart = await insertReplacementCart(tx, cart, item, now);
      const dealerPrice = input.dealer_cx_price ?? null;
      const [row] = await tx
        .insert(replacements)
        .values({
          request_id: request.id,
          cart_id: cart.id,
          item_sku: item.item_sku,
          item_name: item.item_name,
          item_dimensions: item.item_dimensions,
          quantity: item.quantity,
          dealer_cx_price_paise: dealerPrice,
          new_cart_id: newCart.id,
          created_by_login_id: caller.login_id,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (!row) throw new Error('createReplacement: insert returned no row');
      await tx
        .update(returnRequests)
        .set({ version: sql`${returnRequests.version} + 1`, updated_at: now })
        .where(eq(returnRequests.id, request.id));
      const words = itemWords(item);
      const reason = input.comments || undefined;
      await record.changes([
        {
          entity: 'cart',
          id: cart.id,
          changes: {
            replacement: {
              before: null,
              after: {
                id: row.id,
                request_id: request.id,
                new_cart_pid: newCart.id,
                item: words,
                dealer_cx_price: dealerPrice === null ? null : paiseToRupees(dealerPrice),
              },
            },
          },
          ...(reason ? { reason } : {}),
          comment: {
            order_id: order.id,
            cart_id: cart.id,
            order_status: cart.orm_order_status,
            text: `Replacement created: ${words}, shipping as cart ${newCart.id}`,
          },
        },
        {
          entity: 'cart',
          id: newCart.id,
          changes: { replacement_for: { before: null, after: cart.id } },
          ...(reason ? { reason } : {}),
          comment: {
            order_id: order.id,
            cart_id: newCart.id,
            order_status: newCart.orm_order_status,
            text: `Replacement of cart ${cart.id} (request ${request.id}): ${words}`,
          },
        },
      ]);
      return {
        success: true as const,
        message: REPLACEMENT_MESSAGES.created,
        replacement: await replacementView(tx, row),
      };
    }),
  );
}
