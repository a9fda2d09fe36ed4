import { z } from 'zod';
import { SALES_CHANNELS, type SalesChannel } from '../../core/channels/sales-channels';
import { QUICK_COMMERCE_LIST_TYPES } from '../../orders/order-list-type';
import { ZPlaceOrderRequest } from './place-order-schemas';

/**
 * Quick commerce (001 sections 5 and 6, 002 section 3): the Quick Commerce Manager and Agent
 * place bulk orders for the quick-commerce channels 15, 16 and 17, typing each line's quantity,
 * which the stock limits ("Minimum quantity is N", "Maximum available quantity is N", the
 * placing's own check). The spec names the calls, /affiliates/quick-commerce and its orders
 * POST, not their shapes (who: the `orders:quick-commerce` capability): the list answers the channels, the POST places an order on one of them
 * through the same path as every other order (docs/sales.md, "Quick commerce").
 */
type QuickCommerceChannel = Extract<SalesChannel, { kind: 'quick-commerce' }>;
export const QUICK_COMMERCE_CHANNELS = SALES_CHANNELS.filter(
  (c): c is QuickCommerceChannel => c.kind === 'quick-commerce',
);
export type QuickCommerceAffiliateId = QuickCommerceChannel['id'];

export const QUICK_COMMERCE_MESSAGES = {
  channelRequired: 'Choose a quick-commerce channel (15, 16 or 17)',
} as const;

/** Whether an affiliate id is one of the quick-commerce channels. */
export function isQuickCommerceAffiliate(id: number): id is QuickCommerceAffiliateId {
  return QUICK_COMMERCE_CHANNELS.some((c) => c.id === id);
}

/** GET /api/affiliates/quick-commerce/: the channels, each with the order type of its list. */
export const ZQuickCommerceAffiliate = z.object({
  affiliate_id: z.number().int(),
  /** A channel's name from the channel catalogue (the longest is 'Flipkart Ekart'). */
  name: z.string().max(60),
  /** The order type of the channel's bulk list (000 section 6, `orderListType`). */
  order_type: z.string().max(40),
});
export const ZQuickCommerceAffiliatesResponse = z.object({
  result: z.array(ZQuickCommerceAffiliate),
});
export type QuickCommerceAffiliatesResponse = z.infer<typeof ZQuickCommerceAffiliatesResponse>;

/** The channels as the list answers them. */
export function quickCommerceAffiliates(): QuickCommerceAffiliatesResponse {
  return {
    result: QUICK_COMMERCE_CHANNELS.map((c) => ({
      affiliate_id: c.id,
      name: c.displayName,
      order_type: QUICK_COMMERCE_LIST_TYPES[c.id],
    })),
  };
}

/**
 * POST /api/affiliates/quick-commerce/orders/: a placing (ZPlaceOrderRequest: its lines, their
 * whole quantities, the total) whose channel must be a quick-commerce one.
 */
export const ZQuickCommerceOrderRequest = ZPlaceOrderRequest.superRefine((v, ctx) => {
  if (!isQuickCommerceAffiliate(v.affiliate_id)) {
    ctx.addIssue({
      code: 'custom',
      path: ['affiliate_id'],
      message: QUICK_COMMERCE_MESSAGES.channelRequired,
    });
  }
});
export type TQuickCommerceOrderRequestInput = z.input<typeof ZQuickCommerceOrderRequest>;
export type TQuickCommerceOrderRequest = z.output<typeof ZQuickCommerceOrderRequest>;
