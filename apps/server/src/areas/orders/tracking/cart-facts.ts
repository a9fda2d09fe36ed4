import type { Database } from '@backoffice/db';
import {
  cartDockets,
  carts,
  invoiceDocuments,
  orderAddresses,
  orders,
  type CartDocketRow,
  type CartRow,
  type InvoiceDocumentRow,
  type OrderRow,
} from '@backoffice/db/schema';
import { and, asc, desc, eq } from 'drizzle-orm';
import { cartNotFound } from '../details/orders.errors';

/** What a cart's tracking and PDD are built from. */
export interface CartFacts {
  cart: CartRow;
  order: OrderRow;
  /** The city of the shipping address. */
  destination: string;
  /** The latest docket the cart ships under. */
  docket: CartDocketRow | null;
  /** The cart's first invoice. */
  invoice: InvoiceDocumentRow | null;
}

/** The id of a cart that exists; 404 "Cart not found" otherwise. */
export async function existingCart(db: Database, cartPid: number): Promise<number> {
  const [found] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartPid));
  if (!found) throw cartNotFound();
  return found.id;
}

/** The cart with its order, destination, docket and invoice; 404 "Cart not found". */
export async function cartFacts(db: Database, cartPid: number): Promise<CartFacts> {
  const [found] = await db
    .select({ cart: carts, order: orders, destination: orderAddresses.city })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .leftJoin(
      orderAddresses,
      and(eq(orderAddresses.order_id, orders.id), eq(orderAddresses.kind, 'shipping')),
    )
    .where(eq(carts.id, cartPid));
  if (!found) throw cartNotFound();
  const [[docket], [invoice]] = await Promise.all([
    db
      .select()
      .from(cartDockets)
      .where(eq(cartDockets.cart_id, cartPid))
      .orderBy(desc(cartDockets.created_at), desc(cartDockets.id))
      .limit(1),
    db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.cart_id, cartPid), eq(invoiceDocuments.kind, 'invoice')))
      .orderBy(asc(invoiceDocuments.created_at), asc(invoiceDocuments.id))
      .limit(1),
  ]);
  return {
    cart: found.cart,
    order: found.order,
    destination: found.destination ?? '',
    docket: docket ?? null,
    invoice: invoice ?? null,
  };
}
