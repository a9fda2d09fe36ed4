import type { PosOrderRow } from '@backoffice/db/schema';
import { posTotals, STORE_PAYMENT_VIA } from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../../core/use-case';
import { cancelAtProviderAfterCommit, placeOrder, type AgreedPrices } from '../../../sales/index';
import { destinationOf, orderPlacing, pickupDestination, tillPrices } from './order-placing';
import { addressOf, couponOf, customerOf, linesOf } from './pos-order.queries';
import { recordSale } from './sale-record';

/**
 * Places the order of a POS order whose payment the provider reported paid (Check Status) or a
 * Retail Manager confirmed (Confirm Order Forcefully): the choices kept when the payment started
 * (lines, coupon, bank offer, wallet credit, the gift card already redeemed) through the sales
 * area's one path, the store's payment kept with the provider's reference. Answers the placed
 * order's id.
 */
export async function completePayment(
  ctx: AppContext,
  caller: StaffCaller,
  p: {
    order: PosOrderRow;
    trackingId: string;
    how: string;
    idempotency: IdempotentRequest | null;
    /** The order's provider payment cancelled after the commit (a forced confirmation). */
    cancelLinkAtProvider?: boolean;
  },
): Promise<string> {
  const { order } = p;
  const lines = await linesOf(ctx.db, order.id);
  const coupon = await couponOf(ctx.db, order.coupon_code);
  const totals = posTotals({
    lines: lines.map((l) => ({
      id: l.id,
      item_quantity: l.item_quantity,
      item_price_paise: l.item_price_paise,
      item_mrp_paise: l.item_mrp_paise,
      delivery_charges_paise: l.delivery_charges_paise,
    })),
    coupon,
    bank_offer_saving_paise: 0,
    wallet_a_paise: 0,
    wallet_b_paise: 0,
    giftcard_paise: 0,
  });
  const address =
    order.shipping_address_id === null
      ? null
      : await addressOf(ctx.db, order, order.shipping_address_id);
  const destination = address
    ? destinationOf(address, null)
    : await pickupDestination(ctx.db, order, await customerOf(ctx.db, order));
  const payment = {
    payment_type: 'ONLINE',
    payment_via: STORE_PAYMENT_VIA,
    through_provider: false,
  } as const;
  const agreed: AgreedPrices = {
    unitPricePaise: tillPrices(lines),
    deliveryChargesPaise: totals.total_delivery_charges_paise,
    onPlaced: async (scope, placed) => {
      if (p.cancelLinkAtProvider && order.ptr_id !== null) {
        await cancelAtProviderAfterCommit(scope.tx, order.ptr_id);
      }
      return recordSale(
        scope,
        {
          order_random_id: order.order_random_id,
          version: null,
          mode: order.allowed_payment_mode ?? 0,
          payment,
          payment_via: order.payment_via,
          agent: order.placed_by_login_id ?? caller.login_id,
          final_amount_paise: order.final_amount_paise ?? 0,
          net_price_paise: totals.total_net_price_paise,
          wallet_a_paise: order.wallet_a_paise,
          wallet_b_paise: order.wallet_b_paise,
          bank_offer_saving_paise: order.bank_offer_saving_paise,
          giftcard_paise: order.giftcard_paise,
          giftcard_masked: order.giftcard_masked,
          offer_id: order.offer_id,
          offer_key: order.offer_key,
          card_bin: order.card_bin,
          device_number: order.device_number,
          neft_track_id: order.neft_track_id,
          shipping_address_id: order.shipping_address_id,
          cash_received_paise: null,
          how: p.how,
        },
        placed,
      );
    },
  };
  const placing = orderPlacing({
    order,
    lines,
    destination,
    couponCode: order.coupon_code ?? '',
    payablePaise: totals.total_net_price_paise + totals.total_delivery_charges_paise,
    payment,
    trackingId: p.trackingId,
    mode: order.allowed_payment_mode ?? 0,
    giftCard: null,
  });
  const placed = await placeOrder(ctx, caller, placing, p.idempotency, agreed);
  return placed.order_random_id;
}
