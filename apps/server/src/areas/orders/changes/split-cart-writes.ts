import { addCartStatusCounts, type Database } from '@backoffice/db';
import {
  carts,
  codToOnlineCarts,
  invoiceDocuments,
  type CartRow,
  type OrderRow,
} from '@backoffice/db/schema';
import {
  splitAmount,
  type SplitLine,
  type ZSplitCartRequest,
} from '@backoffice/domain/sales/payments';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { changedFields } from '../../../core/audit/audit.service';
import type { UseCaseScope } from '../../../core/use-case';

/** A split as the agent asked for it. */
export type SplitInput = z.output<typeof ZSplitCartRequest>;

/** The line's kept and moved shares (quantity, discount, delivery charges, packages). */
interface Shares {
  kept: SplitLine;
  moved: SplitLine;
}

/**
 * Writes a checked split: the cart keeps its share, a new cart takes the moved one and is
 * counted in the tab counts, the named invoices move with it, and what was moved online is
 * shared by quantity. Answers the new cart.
 */
export async function writeSplit(
  { tx, now }: UseCaseScope,
  split: { cart: CartRow; shares: Shares; input: SplitInput },
): Promise<CartRow> {
  const { cart, shares, input } = split;
  await tx
    .update(carts)
    .set({ ...storedShare(shares.kept), version: cart.version + 1, updated_at: now })
    .where(eq(carts.id, cart.id));
  const newCart = await insertSplitCart(tx, cart, shares.moved, now);
  await addCartStatusCounts(tx, [newCart]);
  if (input.invoice_numbers.length > 0) {
    await tx
      .update(invoiceDocuments)
      .set({ cart_id: newCart.id })
      .where(inArray(invoiceDocuments.number, input.invoice_numbers));
  }
  await shareConversions(tx, cart, newCart.id, input.quantity);
  return newCart;
}

/** A split written, for its history. */
interface WrittenSplit {
  order: OrderRow;
  cart: CartRow;
  newCart: CartRow;
  shares: Shares;
  /** The cart's invoice numbers before the split. */
  invoices: string[];
  input: SplitInput;
}

/** Both carts get the split's comment and an audit entry of what they kept or took. */
export async function recordSplit({ record }: UseCaseScope, split: WrittenSplit): Promise<void> {
  const { order, cart, newCart, shares, invoices, input } = split;
  const text = `Cart split: ${input.quantity} of ${cart.item_quantity} items moved from cart ${cart.id} to cart ${newCart.id}`;
  const comment = (cartId: number) => ({
    order_id: order.id,
    cart_id: cartId,
    order_status: cart.orm_order_status,
    text,
  });
  const movesInvoices = input.invoice_numbers.length > 0;
  await record.change({
    entity: 'cart',
    id: cart.id,
    changes: {
      ...changedFields(cart, storedShare(shares.kept)),
      ...(movesInvoices
        ? {
            invoice_numbers: {
              before: invoices,
              after: invoices.filter((n) => !input.invoice_numbers.includes(n)),
            },
          }
        : {}),
    },
    reason: text,
    comment: comment(cart.id),
  });
  await record.change({
    entity: 'cart',
    id: newCart.id,
    changes: {
      split_from: { before: null, after: cart.id },
      item_quantity: { before: null, after: shares.moved.item_quantity },
      ...(movesInvoices ? { invoice_numbers: { before: null, after: input.invoice_numbers } } : {}),
    },
    reason: text,
    comment: comment(newCart.id),
  });
}

/** A share of the line as the cart row stores it. */
function storedShare(share: SplitLine) {
  return {
    item_quantity: share.item_quantity,
    discount_paise: share.discount,
    delivery_charges_paise: share.delivery_charges,
    oda_charges_paise: share.oda_charges,
    docket_quantity: share.docket_quantity,
  };
}

/** The new cart: the same line and status as the original, with the moved share. */
async function insertSplitCart(
  tx: Database,
  cart: CartRow,
  moved: SplitLine,
  now: Date,
): Promise<CartRow> {
  const { id: _id, version: _version, created_at: _created, updated_at: _updated, ...line } = cart;
  const [inserted] = await tx
    .insert(carts)
    .values({
      ...line,
      ...storedShare(moved),
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
