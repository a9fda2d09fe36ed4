import { posDevices } from '@backoffice/db/schema';
import {
  paymentModeLabel,
  tillPaymentModes,
  type AgentMembersAnswer,
  type CustomerPaymentDataAnswer,
  type OffersAnswer,
  type PaymentModesAnswer,
} from '@backoffice/domain/retail/pos';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { storeMembers } from '../../cash/cash-members';
import { cashAtStoreLines, pricePosOrder } from '../order-pricing';
import { callerStore, storeOrder } from '../placing/pos-order.queries';
import { liveOffers, offerViews } from './offers.queries';

/** GET offers: every offer live at the caller's store (the All Offers panel). */
export async function allOffers(ctx: AppContext, caller: StaffCaller): Promise<OffersAnswer> {
  const store = await callerStore(ctx.db, caller);
  return { data: await offerViews(ctx.db, await liveOffers(ctx.db, store, ctx.now())) };
}

/**
 * GET orders/:id/active-offers: the live offers this order can take: bank offers, and product
 * offers whose order minimum the order reaches.
 */
export async function activeOffers(
  ctx: AppContext,
  caller: StaffCaller,
  orderRandomId: string,
): Promise<OffersAnswer> {
  const store = await callerStore(ctx.db, caller);
  const order = await storeOrder(ctx.db, store, orderRandomId);
  const priced = await pricePosOrder(ctx.db, order, ctx.now());
  const payable = priced.totals.total_net_price_paise;
  const rows = (await liveOffers(ctx.db, store, ctx.now())).filter(
    (o) => o.offer_type === 'bank_offer' || payable >= o.minimum_transaction_paise,
  );
  return { data: await offerViews(ctx.db, rows) };
}

/**
 * GET orders/:id/payment-modes: the modes the till may offer now (coupon, gift card, cash rules
 * of 002 sections 4 and 5) and the store's POS devices, the default first.
 */
export async function paymentModes(
  ctx: AppContext,
  caller: StaffCaller,
  orderRandomId: string,
): Promise<PaymentModesAnswer> {
  const store = await callerStore(ctx.db, caller);
  const order = await storeOrder(ctx.db, store, orderRandomId);
  const [priced, devices] = await Promise.all([
    pricePosOrder(ctx.db, order, ctx.now()),
    ctx.db
      .select()
      .from(posDevices)
      .where(and(eq(posDevices.retail_store_id, store), eq(posDevices.is_active, true)))
      .orderBy(asc(posDevices.id)),
  ]);
  const t = priced.totals;
  const modes = tillPaymentModes({
    coupon: priced.coupon,
    net_price_paise: t.total_net_price_paise,
    credit_paise: t.wallet_used_paise,
    giftcard_paise: t.giftcard_paise,
    final_amount_paise: t.final_amount_paise,
    lines: cashAtStoreLines(priced.lines),
    has_devices: devices.length > 0,
  });
  return {
    payment_modes: modes.map((id) => ({ id, label: paymentModeLabel(id) })),
    pos_machine_details: [...devices]
      .sort((a, b) => Number(b.is_default_device) - Number(a.is_default_device))
      .map((d) => ({ device_number: d.device_number, is_default_device: d.is_default_device })),
    bank_coupon_applied: priced.coupon?.is_bank_coupon ?? false,
  };
}

/** GET orders/:id/agents: the store's active staff for 'Select Agent' (login id and e-mail). */
export async function agentMembers(
  ctx: AppContext,
  caller: StaffCaller,
  orderRandomId: string,
): Promise<AgentMembersAnswer> {
  const store = await callerStore(ctx.db, caller);
  await storeOrder(ctx.db, store, orderRandomId);
  const members = await storeMembers(ctx.db, store);
  return { data: members.map((m) => ({ login_id: m.login_id, email: m.email, name: m.name })) };
}

/**
 * GET customer-payment-data: what the card provider keeps for the customer. The console keeps
 * no cards, so the list is empty until the card provider's saved cards are connected.
 */
export async function customerPaymentData(
  ctx: AppContext,
  caller: StaffCaller,
  mobile: string,
): Promise<CustomerPaymentDataAnswer> {
  await callerStore(ctx.db, caller);
  return { mobile_number: mobile, saved_cards: [] };
}
