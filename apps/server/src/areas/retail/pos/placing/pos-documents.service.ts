import { orders, posOrders, type PosOrderRow } from '@backoffice/db/schema';
import {
  DELIVERY_TYPES,
  FASTEST_DELIVERY_MODE,
  paymentModeLabel,
  posTotals,
  type TPosDocumentQuery,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { storeName } from '../../cash/cash-members';
import { posPlacingError } from './placing.errors';
import {
  addressOf,
  callerStore,
  couponOf,
  customerOf,
  linesOf,
  placedOrderRandomId,
} from './pos-order.queries';
import { posDocumentPdf, type PosDocument } from './pos-document-pdf';

/** A document to send: its bytes and the name it is saved under. */
export interface PosDocumentFile {
  body: Buffer;
  fileName: string;
}

const deliveryName = (mode: number) =>
  mode === FASTEST_DELIVERY_MODE
    ? 'Fastest'
    : (DELIVERY_TYPES.find((t) => t.id === mode)?.name ?? 'Standard Delivery');

/** The POS order a document is asked for: by its own id, or by the order it became. */
async function documentOrder(ctx: AppContext, store: string, id: string): Promise<PosOrderRow> {
  const [own] = await ctx.db.select().from(posOrders).where(eq(posOrders.order_random_id, id));
  const found =
    own ??
    (
      await ctx.db
        .select({ pos: posOrders })
        .from(posOrders)
        .innerJoin(orders, eq(orders.id, posOrders.placed_order_id))
        .where(eq(orders.order_random_id, id))
    )[0]?.pos;
  if (!found) throw posPlacingError('retail.pos_order_not_found').at('order_id');
  if (found.retail_store_id !== store) throw posPlacingError('retail.pos_other_store');
  return found;
}

/**
 * The invoice (retail_receipt 0) or the payment receipt (1) of a placed POS order as a PDF,
 * amounts as INR text; saved as Invoice_{order}.pdf or Receipt_{order}.pdf.
 */
export async function posDocument(
  ctx: AppContext,
  caller: StaffCaller,
  query: TPosDocumentQuery,
): Promise<PosDocumentFile> {
  const store = await callerStore(ctx.db, caller);
  const order = await documentOrder(ctx, store, query.order_id);
  const placedId = await placedOrderRandomId(ctx.db, order.placed_order_id);
  if (!order.is_order_created || placedId === null) {
    throw posPlacingError('retail.pos_not_placed').at('order_id');
  }
  const lines = await linesOf(ctx.db, order.id);
  const totals = posTotals({
    lines: lines.map((l) => ({
      id: l.id,
      item_quantity: l.item_quantity,
      item_price_paise: l.item_price_paise,
      item_mrp_paise: l.item_mrp_paise,
      delivery_charges_paise: l.delivery_charges_paise,
    })),
    coupon: await couponOf(ctx.db, order.coupon_code),
    bank_offer_saving_paise: order.bank_offer_saving_paise,
    wallet_a_paise: order.wallet_a_paise,
    wallet_b_paise: order.wallet_b_paise,
    giftcard_paise: order.giftcard_paise,
  });
  const customer = await customerOf(ctx.db, order);
  const address =
    order.shipping_address_id === null
      ? null
      : await addressOf(ctx.db, order, order.shipping_address_id);
  const kind = query.retail_receipt === 1 ? 'receipt' : 'invoice';
  const netOf = new Map(totals.lines.map((l) => [l.id, l.net_price_paise]));
  const document: PosDocument = {
    kind,
    pos_order_random_id: order.order_random_id,
    order_random_id: placedId,
    store: await storeName(ctx.db, order.retail_store_id),
    issued_on: (order.placed_at ?? order.created_at).toISOString().slice(0, 10),
    customer: [customer.name, order.mobile_number, customer.email ?? ''].filter(Boolean),
    deliver_to: address
      ? [
          `${address.firstname} ${address.lastname}`.trim(),
          address.address,
          address.landmark,
          `${address.city}, ${address.state} ${address.pincode}`,
        ]
      : ['Picked up at the store'],
    lines: lines.map((l) => ({
      name: `${l.product} ${l.item_model} (${l.item_dimensions})`.trim(),
      item_sku: l.item_sku,
      item_quantity: l.item_quantity,
      unit_price_paise: l.item_price_paise,
      net_price_paise: netOf.get(l.id) ?? 0,
      delivery: l.is_instant_invoice ? 'Instant pickup' : deliveryName(l.delivery_mode),
    })),
    totals: [
      ['MRP', totals.total_net_mrp_paise],
      ['Discount', totals.total_net_discount_paise],
      ['Net price', totals.total_net_price_paise],
      ['Delivery charges', totals.total_delivery_charges_paise],
      ['Order total', totals.total_net_price_paise + totals.total_delivery_charges_paise],
    ],
    payments: [
      ['Bank offer', totals.bank_offer_saving_paise] as [string, number],
      ['Wallet credit', totals.wallet_used_paise] as [string, number],
      [`Gift card ${order.giftcard_masked ?? ''}`.trim(), totals.giftcard_paise] as [
        string,
        number,
      ],
      [paymentModeLabel(order.allowed_payment_mode ?? 0), totals.final_amount_paise] as [
        string,
        number,
      ],
    ].filter(([, paise], i, all) => paise > 0 || i === all.length - 1),
  };
  const body = await posDocumentPdf(ctx.config.brand, document);
  const prefix = kind === 'receipt' ? 'Receipt' : 'Invoice';
  return { body, fileName: `${prefix}_${placedId}.pdf` };
}
