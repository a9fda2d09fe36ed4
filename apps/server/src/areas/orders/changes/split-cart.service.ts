import type { Database } from '@backoffice/db';
import { carts, invoiceDocuments, orders } from '@backoffice/db/schema';
import {
  SPLIT_CART_MESSAGES as M,
  splitCartRefusal,
  splitLine,
  splitQuantityMessage,
  type SplitCartAnswer,
  type SplitCartTemplate,
} from '@backoffice/domain/sales/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { cartNotFound, orderError } from '../details/orders.errors';
import { lockCartWithOrder } from '../status/order-locks';
import { recordSplit, writeSplit, type SplitInput } from './split-cart-writes';

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
  caller: StaffCaller,
  input: SplitInput,
): Promise<SplitCartAnswer> {
  return runUseCase(ctx, caller, async (scope) => {
    const { cart, order, invoices } = await checkedSplit(scope.tx, input);
    const shares = splitLine(
      {
        item_quantity: cart.item_quantity,
        discount: cart.discount_paise,
        delivery_charges: cart.delivery_charges_paise,
        oda_charges: cart.oda_charges_paise,
        docket_quantity: cart.docket_quantity,
      },
      input.quantity,
    );
    const newCart = await writeSplit(scope, { cart, shares, input });
    await recordSplit(scope, { order, cart, newCart, shares, invoices, input });
    return {
      success: true,
      message: M.split,
      cart_pid: cart.id,
      version: cart.version + 1,
      new_cart_pid: newCart.id,
    };
  });
}

/**
 * The cart locked with its order at the version read, once the split rules accept it: a cart
 * that may split, a quantity it can give, and invoices that are its own. Answers its invoices.
 */
async function checkedSplit(tx: Database, input: SplitInput) {
  const locked = await lockCartWithOrder(tx, input.cart_pid);
  if (!locked || locked.cart.affiliate_id !== input.affiliate_id) throw cartNotFound();
  const { cart, order } = locked;
  if (cart.version !== input.version) throw new AppError('STALE');
  const refusal = splitCartRefusal(cart);
  if (refusal) throw orderError('orders.split_refused', refusal).at('cart_pid');
  const quantityMessage = splitQuantityMessage(input.quantity, cart.item_quantity);
  if (quantityMessage) {
    throw orderError('orders.split_quantity_invalid', quantityMessage).at('quantity');
  }
  const invoices = await invoiceNumbers(tx, cart.id);
  const unknown = input.invoice_numbers.find((n) => !invoices.includes(n));
  if (unknown) throw orderError('orders.unknown_invoice', unknown).at('invoice_numbers');
  return { cart, order, invoices };
}
