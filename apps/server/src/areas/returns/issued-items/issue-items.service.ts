import { carts, issuedItems, type CartRow, type IssuedPart } from '@backoffice/db/schema';
import { orderStatus } from '@backoffice/domain/orders';
import {
  isIssuable,
  issueItemTypeLabel,
  issueMessage,
  issueQuantityError,
  ZIssuedParts,
  type IssueItemTypeId,
  type IssueItemsAnswer,
  type TIssueItemsRequest,
} from '@backoffice/domain/returns';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { lockCartWithOrder } from '../../orders/index';
import { findSku, modelParts } from '../../sales/index';
import { issueError } from './issued-items.errors';
import { checkRequestOfCart } from './request-of-cart';

/** What is issued, once checked: its quantity and, for parts, the parts with their names. */
interface CheckedIssue {
  type: IssueItemTypeId;
  description: string;
  quantity: number;
  parts: IssuedPart[];
}

/**
 * Issues items for a cart without a return (packaging, a missing item, an accessory, parts or
 * packages): the cart at the version read, in a status where the product is with the customer,
 * the quantity in the type's range. Records the issue pending for the warehouse, bumps the
 * cart's version and writes the sentence of the order's history.
 */
export async function issueItems(
  ctx: AppContext,
  caller: StaffCaller,
  input: TIssueItemsRequest,
  idempotency: IdempotentRequest | null,
): Promise<IssueItemsAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { tx, now } = scope;
      const locked = await lockCartWithOrder(tx, input.cart_pid);
      if (!locked) throw issueError('returns.issue_cart_not_found');
      const { order, cart } = locked;
      if (cart.version !== input.version) throw new AppError('STALE');
      if (!isIssuable(cart.orm_order_status)) {
        throw issueError('returns.issue_not_issuable', orderStatus(cart.orm_order_status).label).at(
          'cart_pid',
        );
      }
      if (input.request_id != null) await checkRequestOfCart(tx, input.request_id, cart.id);
      const issue = await checkedIssue(scope, cart, input);
      const [row] = await tx
        .insert(issuedItems)
        .values({
          order_id: order.id,
          cart_id: cart.id,
          request_id: input.request_id ?? null,
          item_type: issue.type,
          description: issue.description,
          quantity: issue.quantity,
          parts_data: issue.parts,
          comments: input.comments,
          created_by_login_id: caller.login_id,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (!row) throw new Error('issueItems: insert returned no row');
      await tx
        .update(carts)
        .set({ version: sql`${carts.version} + 1`, updated_at: now })
        .where(eq(carts.id, cart.id));
      await scope.record.change({
        entity: 'cart',
        id: cart.id,
        changes: {
          issued_item: {
            before: null,
            after: {
              id: row.id,
              item_type: issue.type,
              description: issue.description || null,
              quantity: issue.quantity,
              parts: issue.parts.map((p) => `${p.item_quantity} x ${p.name}`),
            },
          },
        },
        ...(input.comments ? { reason: input.comments } : {}),
        comment: {
          order_id: order.id,
          cart_id: cart.id,
          order_status: cart.orm_order_status,
          text: issueSentence(issue, input.comments),
        },
      });
      return {
        success: true as const,
        message: issueMessage(issue.type),
        issued_item_id: row.id,
        cart_pid: cart.id,
        version: cart.version + 1,
      };
    }),
  );
}

/** The issue's quantity in its range; for parts, each part of the item and in its range. */
async function checkedIssue(
  { tx }: UseCaseScope,
  cart: CartRow,
  input: TIssueItemsRequest,
): Promise<CheckedIssue> {
  if (input.item_type_id === 9) {
    const found = await findSku(tx, cart.item_sku);
    const parts = found ? await modelParts(tx, found.model.id) : [];
    if (parts.length === 0) throw issueError('returns.issue_no_parts').at('parts_data');
    const checked = ZIssuedParts(parts, cart.item_quantity).safeParse(input.parts_data);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = ['parts_data', ...(issue?.path ?? [])].join('.');
      throw issueError('returns.issue_parts', issue?.message ?? 'Invalid parts').at(field);
    }
    const chosen = checked.data.map((entry) => ({
      part_code: entry.part_code,
      name: parts.find((p) => p.part_code === entry.part_code)?.name ?? entry.part_code,
      item_quantity: entry.item_quantity,
    }));
    return {
      type: 9,
      description: '',
      quantity: chosen.reduce((sum, p) => sum + p.item_quantity, 0),
      parts: chosen,
    };
  }
  const message = issueQuantityError(input.item_type_id, input.quantity, cart);
  if (message) throw issueError('returns.issue_quantity', message).at('quantity');
  return {
    type: input.item_type_id,
    description: 'description' in input ? input.description : '',
    quantity: input.quantity,
    parts: [],
  };
}

/** The order comment of an issue: "Packaging Material issued: 2", "... issued: 2 x Bed Leg". */
function issueSentence(issue: CheckedIssue, comments: string): string {
  const what =
    issue.type === 9
      ? issue.parts.map((p) => `${p.item_quantity} x ${p.name}`).join(', ')
      : [issue.description, `quantity ${issue.quantity}`].filter(Boolean).join(', ');
  const text = `${issueItemTypeLabel(issue.type)} issued: ${what}`;
  return comments ? `${text} (${comments})` : text;
}
