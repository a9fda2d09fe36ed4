import type { Database } from '@backoffice/db';
import { cartDockets, codRemittances, orderPayments } from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import {
  COD_REMITTANCE_SHEET,
  OPERATIONS_SHEET_MESSAGES as O,
  type CodRemittanceSheetRow,
} from '@backoffice/domain/uploads';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { applyEachRow, type RowRefusal, type SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { billOfOrder, cartsOfOrder, lockCartWithOrder } from '../../orders/index';

const COD_METHOD_ID = 1;

/** The one cart a docket ships, or why the row fails on it. */
async function cartOfDocket(db: Database, docket: string): Promise<number | RowRefusal> {
  const found = await db
    .selectDistinct({ cart_id: cartDockets.cart_id })
    .from(cartDockets)
    .where(eq(cartDockets.docket_number, docket));
  const [first, second] = found;
  if (!first) return { column: 'Docket Number', message: O.docketNotFound(docket) };
  if (second) return { column: 'Docket Number', message: O.docketOnManyCarts(docket) };
  return first.cart_id;
}

/** The ISO day as people read it: 2026-11-20 is 20/11/2026. */
const dayForPeople = (day: string) => day.split('-').reverse().join('/');

/**
 * Records one collection: a paid COD payment of the order for the cart, its remittance row, and
 * its audit with a comment on the order. Refused when the order is not COD, the reference is
 * recorded for the cart already, or the amount is more than the cart still owes.
 */
async function recordCollection(
  ctx: AppContext,
  scope: UseCaseScope,
  row: CodRemittanceSheetRow,
  cartId: number,
): Promise<RowRefusal | null> {
  const { tx, record, now, caller } = scope;
  const locked = await lockCartWithOrder(tx, cartId);
  if (!locked) return { column: 'Docket Number', message: O.docketNotFound(row.docket_number) };
  const { order, cart } = locked;
  if (order.payment_type !== 'COD') {
    return { column: 'Docket Number', message: O.notCashOnDelivery };
  }
  const [recorded] = await tx
    .select({ id: codRemittances.id })
    .from(codRemittances)
    .where(and(eq(codRemittances.cart_id, cart.id), eq(codRemittances.reference, row.reference)));
  if (recorded) return { column: 'Remittance Reference', message: O.remittanceRecorded };
  const orderCarts = await cartsOfOrder(tx, order.id);
  const { bill } = await billOfOrder({ ...ctx, db: tx }, order, orderCarts, cart.id);
  if (row.amount_collected > bill.due) {
    return { column: 'Amount Collected', message: O.aboveDue(bill.due) };
  }
  const [payment] = await tx
    .insert(orderPayments)
    .values({
      order_id: order.id,
      method_id: COD_METHOD_ID,
      amount_paise: row.amount_collected,
      status: 'paid',
      reference: row.reference,
      recorded_by_login_id: caller.login_id,
      created_at: now,
    })
    .returning();
  if (!payment) throw new Error('cod remittance: the payment insert returned no row');
  await tx.insert(codRemittances).values({
    cart_id: cart.id,
    order_payment_id: payment.id,
    docket_number: row.docket_number,
    reference: row.reference,
    amount_paise: row.amount_collected,
    collected_on: row.collected_on,
    recorded_by_login_id: caller.login_id,
    created_at: now,
  });
  const amount = formatPaise(row.amount_collected);
  await record.change({
    entity: 'order_payment',
    id: payment.id,
    changes: {
      status: { before: null, after: 'paid' },
      amount_paise: { before: null, after: row.amount_collected },
      reference: { before: null, after: row.reference },
    },
    reason: 'COD remittance',
    comment: {
      order_id: order.id,
      cart_id: cart.id,
      text: `COD of ${amount} collected on ${dayForPeople(row.collected_on)} (docket ${row.docket_number}) recorded from the courier's remittance ${row.reference}`,
    },
  });
  return null;
}

/**
 * The courier's COD remittance sheet (sheet type `cod-remittance`): each row records the cash
 * collected on delivery of a docket's cart as a paid COD payment. Applied all or nothing, so a
 * refused row rolls the whole remittance back.
 */
export const codRemittanceApplier: SheetApplier<CodRemittanceSheetRow> = {
  type: COD_REMITTANCE_SHEET,
  applyBatch: (ctx, scope, rows) =>
    applyEachRow(rows, async (row) => {
      const cart = await cartOfDocket(scope.tx, row.docket_number);
      return typeof cart === 'number' ? recordCollection(ctx, scope, row, cart) : cart;
    }),
};
