import type { PosOrderRow } from '@backoffice/db/schema';
import { maskGiftCardNumber } from '@backoffice/domain/sales/coupons';
import {
  PAYMENT_MODE,
  POS_PLACING_MESSAGES as M,
  type PlacePosOrderAnswer,
  type TPlacePosOrderRequest,
} from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../../core/use-case';
import { placeOrder, type AgreedPrices } from '../../../sales/index';
import { destinationOf, orderPlacing, pickupDestination, tillPrices } from './order-placing';
import {
  addressOf,
  bankOfferTerms,
  callerStore,
  couponOf,
  customerOf,
  linesOf,
  storeDevices,
  storeOrder,
} from './pos-order.queries';
import { cashAtStoreLines, pricedLines } from '../order-pricing';
import { planPlacing, type PlacingPlan } from './placing-plan';
import { placingAnswer } from './placing-answer';
import { startProviderPayment } from './provider-payment';
import { recordSale, type SaleRecord } from './sale-record';

/**
 * Places a POS order (POST /api/retail/pos/place/). The server recomputes every total with the
 * domain's posTotals and refuses a till that disagrees (400, nothing written). Cash at store,
 * a payment id and pay on delivery place the order at once through the sales area's one path
 * (placeOrder at the till's prices), which redeems the gift card; in its transaction the wallet
 * is debited, a cash sale posted to the store's cash ledger and the POS order marked created. A
 * card or a POS machine starts a payment at the payments provider instead: the order waits (is
 * created 0 with its ptr_id) until Check Status finds it paid. An Idempotency-Key makes a retry
 * answer the first answer and never place a second order.
 */
export async function placePosOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPlacePosOrderRequest,
  idempotency: IdempotentRequest | null,
): Promise<PlacePosOrderAnswer> {
  const store = await callerStore(ctx.db, caller);
  const order = await storeOrder(ctx.db, store, input.order_random_id);
  const lines = await linesOf(ctx.db, order.id);
  const address =
    input.shipping_address === null ? null : await addressOf(ctx.db, order, input.shipping_address);
  const plan = planPlacing(
    {
      order,
      lines,
      coupon: await couponOf(ctx.db, order.coupon_code),
      offer: input.offer_id === null ? null : await bankOfferTerms(ctx.db, input.offer_id),
      devices: await storeDevices(ctx.db, store),
      hasShippingAddress: address !== null,
      cashLines: cashAtStoreLines(
        await pricedLines(ctx.db, lines, address?.pincode ?? null, ctx.now()),
      ),
      now: ctx.now(),
    },
    input,
  );
  if (plan.payment.through_provider) {
    return startProviderPayment(ctx, caller, { order, input, plan, idempotency });
  }
  const customer = await customerOf(ctx.db, order);
  const destination = address
    ? destinationOf(address, input.billing_address)
    : await pickupDestination(ctx.db, order, customer);
  const sale = saleOf(input, plan);
  const agreed: AgreedPrices = {
    unitPricePaise: tillPrices(lines),
    deliveryChargesPaise: plan.totals.total_delivery_charges_paise,
    onPlaced: (scope, placed) => recordSale(scope, sale, placed),
    locks: {
      tillOrders: [order.id],
      wallets: sale.wallet_a_paise + sale.wallet_b_paise > 0 ? [order.customer_id] : [],
      storeCash: sale.mode === PAYMENT_MODE.cashAtStore ? [order.retail_store_id] : [],
    },
  };
  const placing = orderPlacing({
    order,
    lines,
    destination,
    couponCode: input.coupon_code,
    payablePaise: plan.totals.total_net_price_paise + plan.totals.total_delivery_charges_paise,
    payment: plan.payment,
    trackingId: trackingIdOf(order, input),
    mode: input.AllowedPaymentMode,
    giftCard:
      input.giftcard_number && input.giftcard_pin && input.giftcard_amount > 0
        ? {
            card_number: input.giftcard_number,
            pin: input.giftcard_pin,
            amount: input.giftcard_amount,
          }
        : null,
  });
  const placed = await placeOrder(ctx, caller, placing, idempotency, agreed);
  return placingAnswer(ctx.db, order.order_random_id, M.placed(placed.order_random_id));
}

/** The reference the store's payment is kept with on the order. */
function trackingIdOf(order: PosOrderRow, input: TPlacePosOrderRequest): string {
  if (input.AllowedPaymentMode === PAYMENT_MODE.paymentId && input.neft_track_id) {
    return input.neft_track_id;
  }
  return `POS-${order.order_random_id}-${input.AllowedPaymentMode === PAYMENT_MODE.cashAtStore ? 'CASH' : 'PAID'}`;
}

/** What the sale records on the POS order once placed. */
function saleOf(input: TPlacePosOrderRequest, plan: PlacingPlan): SaleRecord {
  return {
    order_random_id: input.order_random_id,
    version: input.version,
    mode: input.AllowedPaymentMode,
    payment: plan.payment,
    payment_via: plan.payment.payment_via,
    agent: input.login_id,
    final_amount_paise: plan.rest_paise,
    net_price_paise: plan.totals.total_net_price_paise,
    wallet_a_paise: input.wallet_point_a,
    wallet_b_paise: input.wallet_point_b,
    bank_offer_saving_paise: plan.totals.bank_offer_saving_paise,
    giftcard_paise: input.giftcard_amount,
    giftcard_masked: input.giftcard_number ? maskGiftCardNumber(input.giftcard_number) : null,
    offer_id: input.offer_id,
    offer_key: input.offer_key,
    card_bin: input.card_bin,
    device_number: input.device_number,
    neft_track_id: input.neft_track_id,
    shipping_address_id: input.shipping_address,
    cash_received_paise: input.cash_received,
    how: 'paid at the till',
  };
}
