import { leads, quotations, type OrderRow } from '@backoffice/db/schema';
import { OWN_CHANNEL_ID } from '@backoffice/domain/core/channels';
import {
  canMoveLead,
  isQuotationExpired,
  QUOTATION_MESSAGES as M,
  type LeadStatus,
  type QuotationOrderAnswer,
  type TPlaceQuotationOrderRequest,
} from '@backoffice/domain/quotations';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import { placeOrder, type AgreedPrices } from '../../sales/index';
import { assertMayWorkLead, assertQuotable } from '../lead-access';
import { recordLeadEvents } from '../leads/lead-history';
import { lockedLead } from '../leads/leads.queries';
import { quotationsError } from '../quotations.errors';
import { lockedQuotation, quotationByRandomId, type FullQuotation } from './quotation.queries';

/**
 * Places the order of a quotation (/order-placement-via-quotation/:leadId/:quotationId) through
 * the sales area's one placing path (stock, addresses, payment, tab counts, audit,
 * Idempotency-Key) at the quoted unit prices and delivery charges. In the placing's transaction
 * the quotation is locked and checked again (its lead, version, validity, no order yet), linked
 * to the order, and the lead marked ACQUIRED. Refused after the quotation's validity.
 */
export async function placeQuotationOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPlaceQuotationOrderRequest,
  idempotent: IdempotentRequest | null,
): Promise<QuotationOrderAnswer> {
  const full = await quotationByRandomId(ctx.db, input.quotation_random_id);
  if (!full || full.quotation.lead_id !== input.lead_id) {
    throw quotationsError('quotations.quotation_not_found');
  }
  const agreed: AgreedPrices = {
    unitPricePaise: new Map(full.lines.map((l) => [l.item_sku, l.quoted_unit_price_paise])),
    deliveryChargesPaise: full.quotation.delivery_charges_paise,
    onPlaced: (scope, order) => markOrdered(scope, input, order),
  };
  // Refused early with the reason; an ordered quotation may be a replay, which placing answers
  // with its first answer (a new placing of it is refused under lock, in markOrdered).
  if (full.quotation.order_id === null) checkOrderable(caller, full, input, ctx.now());
  const placed = await placeOrder(
    ctx,
    caller,
    {
      affiliate_id: OWN_CHANNEL_ID,
      customer_id: null,
      shipping_address: input.shipping_address,
      billing_address: input.billing_address,
      is_billing_address_same: input.is_billing_address_same,
      lines: full.lines.map((l) => ({ item_sku: l.item_sku, item_quantity: l.item_quantity })),
      coupon_code: null,
      gift_card: null,
      payment: input.payment,
      total_payable: input.total_payable,
      comments: input.comments ?? `Placed from quotation ${input.quotation_random_id}`,
      source_order_random_id: null,
    },
    idempotent,
    agreed,
  );
  return {
    success: true,
    message: M.placed,
    order_random_id: placed.order_random_id,
    quotation_random_id: input.quotation_random_id,
    lead_id: input.lead_id,
    total_payable: placed.totals.payable,
    payment_link: placed.payment_link?.url ?? null,
  };
}

/** The quotation may be ordered by this caller now: the checks made again under lock. */
function checkOrderable(
  caller: StaffCaller,
  { quotation: q, lead }: Pick<FullQuotation, 'quotation' | 'lead'>,
  input: TPlaceQuotationOrderRequest,
  now: Date,
): void {
  assertMayWorkLead(caller, lead);
  if (q.order_id !== null) throw quotationsError('quotations.has_order');
  assertQuotable(lead);
  if (q.version !== input.version) throw new AppError('STALE');
  if (isQuotationExpired(q.valid_until, now)) {
    throw quotationsError('quotations.expired', q.valid_until);
  }
}

/** In the placing's transaction: check the quotation again, link it, the lead ACQUIRED. */
async function markOrdered(
  scope: UseCaseScope<StaffCaller>,
  input: TPlaceQuotationOrderRequest,
  order: OrderRow,
): Promise<void> {
  const { tx, now, record, caller } = scope;
  const quotation = await lockedQuotation(tx, input.quotation_random_id);
  const lead = quotation ? await lockedLead(tx, quotation.lead_id) : undefined;
  if (!quotation || !lead) throw quotationsError('quotations.quotation_not_found');
  checkOrderable(caller, { quotation, lead }, input, now);
  const from = lead.lead_status as LeadStatus;
  if (!canMoveLead(from, 'ACQUIRED')) {
    throw quotationsError('quotations.status_not_allowed', from, 'ACQUIRED');
  }
  await tx
    .update(quotations)
    .set({
      order_id: order.id,
      order_random_id: order.order_random_id,
      version: quotation.version + 1,
      updated_at: now,
    })
    .where(eq(quotations.id, quotation.id));
  await tx
    .update(leads)
    .set({ lead_status: 'ACQUIRED', version: lead.version + 1, updated_at: now })
    .where(eq(leads.id, lead.id));
  await record.changes([
    {
      entity: 'quotation',
      id: quotation.quotation_random_id,
      changes: { order_random_id: { before: null, after: order.order_random_id } },
      reason: 'Order placed from the quotation',
      comment: {
        order_id: order.id,
        text: `Placed from quotation ${quotation.quotation_random_id} at the quoted prices`,
      },
    },
    {
      entity: 'lead',
      id: lead.id,
      changes: { lead_status: { before: from, after: 'ACQUIRED' } },
      reason: 'Order placed from a quotation',
    },
  ]);
  await recordLeadEvents(scope, [
    {
      lead_id: lead.id,
      kind: 'order_placed',
      from_status: from,
      to_status: 'ACQUIRED',
      quotation_random_id: quotation.quotation_random_id,
      order_random_id: order.order_random_id,
    },
  ]);
}
