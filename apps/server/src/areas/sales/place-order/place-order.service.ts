import type { PlaceOrderAnswer, TPlaceOrderRequest } from '@backoffice/domain/sales/place-order';
import type { AppContext } from '../../../core/context';
import { lockInOrder } from '../../../core/locks';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { runWithPaymentLinks } from '../payments/links-outside-locks';
import { atAgreedPrices, type AgreedPrices } from './agreed-prices';
import { GiftCardPayment } from './gift-card-payment';
import { catalogueLines, checkStock, listField, type CatalogueLine } from './order-lines';
import { takeOrderPayment } from './order-payment';
import { newOrderRandomId } from './order-writes';
import { placingAnswer } from './placing-answer';
import { recordPlacing } from './placing-history';
import { checkGst } from './place-order.checks';
import { checkAndPricePlacing } from './placing-pricing';
import { writePlacing } from './placing-writes';

/**
 * Places an order from the console (POST /api/backend-place-order/). The ERP's stock is asked
 * before the transaction. Then, in one transaction, the lines are priced on the server and a
 * total that disagrees with the screen's is refused; the customer, order, addresses and New
 * Order carts are written with the tab counts, the coupon use claimed, the placing commented and
 * audited, the rest asked by payment link or recorded, and the gift card's redemption kept as a
 * payment. The link and the gift card's check and redemption are made between runs, with no
 * transaction open (docs/decisions/010-provider-calls-outside-locks.md). With an
 * Idempotency-Key a retry answers the first answer and places nothing more. With agreed prices
 * (a quotation's), the lines and delivery are priced at them instead of the catalogue's.
 */
export async function placeOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPlaceOrderRequest,
  idempotency: IdempotentRequest | null,
  agreed: AgreedPrices | null = null,
): Promise<PlaceOrderAnswer> {
  const catalogue = await catalogueLines(ctx.db, input.lines, listField('lines'));
  const lines = atAgreedPrices(catalogue, agreed);
  await checkStock(ctx, lines, listField('lines'));
  // The GST register is asked before the transaction, never while it holds its locks.
  await checkGst(ctx, input);
  // Chosen once, so that every run of the use case asks for the same link and redemption.
  const orderRandomId = await newOrderRandomId(ctx.db);
  const reference = idempotency ? `${idempotency.loginId}:${idempotency.key}` : orderRandomId;
  const giftCard = input.gift_card ? new GiftCardPayment(ctx, input.gift_card, reference) : null;
  const placing: Placing = { input, lines, orderRandomId, giftCard, agreed };
  const placeOnce = () =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, () => place(ctx, scope, placing)),
    );
  try {
    return await runWithPaymentLinks(ctx, idempotency, () =>
      giftCard ? giftCard.run(placeOnce) : placeOnce(),
    );
  } catch (error) {
    await giftCard?.recordUnplaced(caller, orderRandomId);
    throw error;
  }
}

/** What placing is asked, with the lines as the catalogue sells them. */
interface Placing {
  input: TPlaceOrderRequest;
  lines: CatalogueLine[];
  /** The new order's id, chosen before the transaction. */
  orderRandomId: string;
  /** The gift card paying part of the order, if any. */
  giftCard: GiftCardPayment | null;
  /** The prices another area promised, if any. */
  agreed: AgreedPrices | null;
}

/** The placing's steps, in its transaction. */
async function place(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  p: Placing,
): Promise<PlaceOrderAnswer> {
  const { input } = p;
  // Before the order refers to the customer: a lock taken after that reference can deadlock.
  if (p.agreed?.locks) await lockInOrder(scope.tx, p.agreed.locks);
  const deliveryPaise = p.agreed?.deliveryChargesPaise ?? null;
  const checked = await checkAndPricePlacing(ctx, scope, input, p.lines, deliveryPaise);
  const { priced } = checked;
  const giftPaise = p.giftCard?.amountFor(priced.totals.payable) ?? 0;
  const written = await writePlacing(scope, p, checked);
  const { order } = written;
  await p.agreed?.onPlaced(scope, order);
  await recordPlacing(scope, {
    order,
    input,
    priced,
    giftPaise,
    cartIds: written.carts.map((c) => c.id),
    newCustomer: written.newCustomer,
  });
  const link = await takeOrderPayment(ctx, scope, {
    order,
    customer: written.customer,
    paymentType: input.payment.payment_type,
    methodId: checked.methodId,
    trackingId: input.payment.payment_tracking_id,
    toPayPaise: priced.totals.payable - giftPaise,
  });
  await p.giftCard?.keep(scope, order);
  return placingAnswer(scope, { order, priced, giftPaise, link });
}
