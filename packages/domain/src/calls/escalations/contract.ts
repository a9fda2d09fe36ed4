import { z } from 'zod';
import { ZStatusId } from '../../orders/order-requests';
import { ESCALATION_STATUS_IDS } from './statuses';
import { HELPDESK_TICKET_STATUS_VALUES } from './tickets';

/**
 * The answers of the escalation calls (docs/calls.md): one schema per payload, the types
 * inferred from them, sent by the server and checked by the web in development and tests.
 * Times are ISO strings.
 */

/** A product of an escalation as the list shows it (001 section 2 "cart_details"). */
export const ZEscalationCartRef = z.object({
  cart_pid: z.number().int(),
  item_name: z.string(),
  item_sku: z.string(),
});
export type EscalationCartRef = z.infer<typeof ZEscalationCartRef>;

/** A cart with what the form and the details show about it. */
export const ZEscalationCart = ZEscalationCartRef.extend({
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  orm_order_status: ZStatusId,
  status_label: z.string(),
});
export type EscalationCart = z.infer<typeof ZEscalationCart>;

/** A cart the form offers, with the active escalation that holds it already (if any). */
export const ZEscalationCartChoice = ZEscalationCart.extend({
  open_escalation_id: z.number().int().nullable(),
});
export type EscalationCartChoice = z.infer<typeof ZEscalationCartChoice>;

export const ZEscalationChannelView = z.object({
  channel_id: z.number().int(),
  channel_name: z.string(),
  channel_description: z.string(),
});
export type EscalationChannelView = z.infer<typeof ZEscalationChannelView>;

export const ZEscalationReasonView = z.object({
  /** The sub-reason's id (the create call's reason_id). */
  reason_id: z.number().int(),
  reason: z.string(),
  sub_reason: z.string(),
});
export type EscalationReasonView = z.infer<typeof ZEscalationReasonView>;

export const ZWarehouseView = z.object({
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  city: z.string(),
});
export type WarehouseView = z.infer<typeof ZWarehouseView>;

/** A customer's helpdesk ticket about the order. */
export const ZHelpdeskTicketView = z.object({
  ticket_id: z.number().int(),
  subject: z.string(),
  status: z.enum(HELPDESK_TICKET_STATUS_VALUES),
  status_label: z.string(),
  created_at: z.string(),
});
export type HelpdeskTicketView = z.infer<typeof ZHelpdeskTicketView>;

/** GET /api/get-escalation-create-details/?order_random_id=: the form's options. */
export const ZEscalationCreateDetails = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channels: z.array(ZEscalationChannelView),
  reasons: z.array(
    z.object({
      id: z.number().int(),
      reason: z.string(),
      sub_reasons: z.array(
        z.object({
          reason_id: z.number().int(),
          sub_reason: z.string(),
          needs_warehouse: z.boolean(),
        }),
      ),
    }),
  ),
  warehouses: z.array(ZWarehouseView),
  /** The order's tickets still being answered (open or pending): the ticket choices. */
  tickets: z.array(ZHelpdeskTicketView),
  carts: z.array(ZEscalationCartChoice),
});
export type EscalationCreateDetails = z.infer<typeof ZEscalationCreateDetails>;

/** POST /api/create-escalation/ and /api/switch-cart-escalation/: the escalation's new version. */
export const ZEscalationWriteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  escalation_id: z.number().int(),
  version: z.number().int(),
});
export type CreateEscalationResponse = z.infer<typeof ZEscalationWriteResponse>;
export type SwitchCartEscalationResponse = z.infer<typeof ZEscalationWriteResponse>;

const ZEscalationHeadline = z.object({
  escalation_id: z.number().int(),
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: ZEscalationChannelView,
  reason: ZEscalationReasonView,
  status: z.literal(ESCALATION_STATUS_IDS),
  status_label: z.string(),
  created_at: z.string(),
  created_by: z.object({ login_id: z.number().int(), name: z.string() }),
});

/** One row of GET /api/helpdesk/get-all-escalations/ (001 section 2's columns, and who raised it). */
export const ZEscalationListRow = ZEscalationHeadline.extend({
  cart_details: z.array(ZEscalationCartRef),
});
export type EscalationListRow = z.infer<typeof ZEscalationListRow>;

export const ZEscalationListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZEscalationListRow),
});
export type EscalationListResponse = z.infer<typeof ZEscalationListResponse>;

/** One change of an escalation (a view of the audit log). */
export const ZEscalationHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_name: z.string().nullable(),
  actor_role: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
});
export type EscalationHistoryEntry = z.infer<typeof ZEscalationHistoryEntry>;

/** GET /api/helpdesk/escalation-details/:escalation_id/: the details popup. */
export const ZEscalationDetails = ZEscalationHeadline.extend({
  version: z.number().int(),
  cart_details: z.array(ZEscalationCart),
  warehouse: ZWarehouseView.nullable(),
  tickets: z.array(ZHelpdeskTicketView),
  /** The order's carts one product may be switched for; empty once Resolved or Closed. */
  switchable_carts: z.array(ZEscalationCart),
  history: z.array(ZEscalationHistoryEntry),
});
export type EscalationDetails = z.infer<typeof ZEscalationDetails>;
