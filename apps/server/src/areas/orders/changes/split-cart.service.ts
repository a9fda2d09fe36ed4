import { addCartStatusCounts, type Database } from '@backoffice/db';
import {
  carts,
  codToOnlineCarts,
  invoiceDocuments,
  orderComments,
  orders,
  type CartRow,
} from '@backoffice/db/schema';
import {
  SPLIT_CART_MESSAGES as M,
  splitAmount,
  splitCartRefusal,
  splitLine,
  splitQuantityMessage,
  type SplitCartAnswer,
  type SplitCartTemplate,
  type ZSplitCartRequest,
} from '@backoffice/domain/sales/payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { changedFields, recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { cartNotFound } from '../details/orders.errors';
import { lockCartWithOrder } from '../status/order-locks';

type SplitInput = z.output<typeof ZSplitCartRequest>;

/** The numbers of a cart's invoices, oldest first. */
async function invoiceNumbers(db: Database, cartId: number): Promise<string[]> {
  const rows = await db
    .select({ number: invoiceDocuments.number })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.cart_id, cartId), eq(invoiceDocuments.kind, 'invoice')))
    .orderBy(asc(invoiceDocuments.created_at), asc(invoiceDocuments.id));
  return rows.map((r) => r.number);
}

/** GET /api/split-cart/:cart_pid/: the split popup's template, with why it cannot split. */
export async function splitCartTemplate(
  ctx: AppContext,
  cartPid: number,
  affiliateId: number | undefined,
): Promise<SplitCartTemplate> {
  const [row] = await ctx.db
    .select({ cart: carts, order_random_id: orders.order_random_id })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(eq(carts.id, cartPid));
  if (!row || (affiliateId !== undefined && row.cart.affiliate_id !== affiliateId)) {
    throw cartNotFound();
  }
  const { cart } = row;
  return {
    cart_pid: cart.id,
    affiliate_id: cart.affiliate_id,
    order_random_id: row.order_random_id,
    item_sku: cart.item_sku,
    item_name: cart.item_name,
    item_dimensions: cart.item_dimensions,
    item_quantity: cart.item_quantity,
    min_quantity: 1,
    max_quantity: cart.item_quantity,
    invoice_numbers: await invoiceNumbers(ctx.db, cart.id),
    version: cart.version,
    refusal: splitCartRefusal(cart),
  };
}

/**
 * Splits a cart (001 section 7): `quantity` items move to a new cart of the same order, with
 * their share of the discount, delivery charges and packages, the invoices named, and their
 * share of what was already moved online. One transaction against the version read; both carts
 * get a comment and an audit entry, and the tab counts count the new cart.
 */
export async function splitCart(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: SplitInput,
): Promise<SplitCartAnswer> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCartWithOrder(tx, input.cart_pid);
    if (!locked || locked.cart.affiliate_id !== input.affiliate_id) throw cartNotFound();
    const { cart, order } = locked;
    if (cart.version !== input.version) throw new AppError('STALE');
    const refusal = splitCartRefusal(cart);
    if (refusal) throw fieldError('cart_pid', refusal);
    const quantityMessage = splitQuantityMessage(input.quantity, cart.item_quantity);
    if (quantityMessage) throw fieldError('quantity', quantityMessage);
    const known = await invoiceNumbers(tx, cart.id);
    const unknown = input.invoice_numbers.find((n) => !known.includes(n));
    if (unknown) throw fieldError('invoice_numbers', M.unknownInvoice(unknown));

    const now = ctx.now();
    const { kept, moved } = splitLine(
      {
        item_quantity: cart.item_quantity,
        discount: cart.discount_paise,
        delivery_charges: cart.delivery_charges_paise,
        docket_quantity: cart.docket_quantity,
      },
      input.quantity,
    );
    const keptFields = {
      item_quantity: kept.item_quantity,
      discount_paise: kept.discount,
      delivery_charges_paise: kept.delivery_charges,
      docket_quantity: kept.docket_quantity,
    };
    await tx
      .update(carts)
      .set({ ...keptFields, version: cart.version + 1, updated_at: now })
      .where(eq(carts.id, cart.id));
    const newCart = await insertSplitCart(tx, cart, moved, now);
    await addCartStatusCounts(tx, [newCart]);
    if (input.invoice_numbers.length > 0) {
      await tx
        .update(invoiceDocuments)
        .set({ cart_id: newCart.id })
        .where(inArray(invoiceDocuments.number, input.invoice_numbers));
    }
    await shareConversions(tx, cart, newCart.id, input.quantity);

    const text = `Cart split: ${input.quantity} of ${cart.item_quantity} items moved from cart ${cart.id} to cart ${newCart.id}`;
    for (const id of [cart.id, newCart.id]) {
      await tx.insert(orderComments).values({
        order_id: order.id,
        cart_id: id,
        order_status: cart.orm_order_status,
        comment: text,
        by_login_id: auth.staff.login_id,
        by_role: auth.staff.role,
        by_name: auth.staff.name,
        created_at: now,
      });
    }
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'cart',
      entityId: cart.id,
      changes: {
        ...changedFields(cart, keptFields),
        ...(input.invoice_numbers.length > 0
          ? {
              invoice_numbers: {
                before: known,
                after: known.filter((n) => !input.invoice_numbers.includes(n)),
              },
            }
          : {}),
      },
      reason: text,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'cart',
      entityId: newCart.id,
      changes: {
        split_from: { before: null, after: cart.id },
        item_quantity: { before: null, after: moved.item_quantity },
        ...(input.invoice_numbers.length > 0
          ? { invoice_numbers: { before: null, after: input.invoice_numbers } }
          : {}),
      },
      reason: text,
    });
    return {
      success: true,
      message: M.split,
      cart_pid: cart.id,
      version: cart.version + 1,
      new_cart_pid: newCart.id,
    };
  });
}

/** The new cart: the same line and status as the original, with the moved share. */
async function insertSplitCart(
  tx: Database,
  cart: CartRow,
  moved: ReturnType<typeof splitLine>['moved'],
  now: Date,
): Promise<CartRow> {
  const { id: _id, version: _version, created_at: _created, updated_at: _updated, ...line } = cart;
  const [inserted] = await tx
    .insert(carts)
    .values({
      ...line,
      item_quantity: moved.item_quantity,
      discount_paise: moved.discount,
      delivery_charges_paise: moved.delivery_charges,
      docket_quantity: moved.docket_quantity,
      // Listed next to the cart it came from.
      created_at: cart.created_at,
      updated_at: now,
    })
    .returning();
  if (!inserted) throw new Error('splitCart: insert returned no row');
  return inserted;
}

/** What was moved online for the cart is shared with the new cart by quantity. */
async function shareConversions(tx: Database, cart: CartRow, newCartId: number, moved: number) {
  const shares = await tx
    .select()
    .from(codToOnlineCarts)
    .where(eq(codToOnlineCarts.cart_id, cart.id));
  for (const share of shares) {
    const parts = splitAmount(share.amount_paise, moved, cart.item_quantity);
    await tx
      .update(codToOnlineCarts)
      .set({ amount_paise: parts.kept })
      .where(
        and(
          eq(codToOnlineCarts.request_id, share.request_id),
          eq(codToOnlineCarts.cart_id, cart.id),
        ),
      );
    await tx
      .insert(codToOnlineCarts)
      .values({ request_id: share.request_id, cart_id: newCartId, amount_paise: parts.moved });
  }
}
