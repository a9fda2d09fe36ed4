import type { StatusId } from '../../orders';
import type { HelpdeskTicketStatus } from './tickets';
import type { EscalationStatusId } from './statuses';

/**
 * The answers of the escalation calls (docs/escalations.md), shared by the server that builds
 * them and the web app that reads them. Times are ISO strings.
 */

/** A product of an escalation as the list shows it (001 section 2 "cart_details"). */
export interface EscalationCartRef {
  cart_pid: number;
  item_name: string;
  item_sku: string;
}

/** A cart with what the form and the details show about it. */
export interface EscalationCart extends EscalationCartRef {
  item_dimensions: string;
  item_quantity: number;
  orm_order_status: StatusId;
  status_label: string;
}

/** A cart the form offers, with the active escalation that holds it already (if any). */
export interface EscalationCartChoice extends EscalationCart {
  open_escalation_id: number | null;
}

export interface EscalationChannelView {
  channel_id: number;
  channel_name: string;
  channel_description: string;
}

export interface EscalationReasonView {
  /** The sub-reason's id (the create call's reason_id). */
  reason_id: number;
  reason: string;
  sub_reason: string;
}

export interface WarehouseView {
  warehouse_id: number;
  warehouse_name: string;
  city: string;
}

/** A customer's helpdesk ticket about the order. */
export interface HelpdeskTicketView {
  ticket_id: number;
  subject: string;
  status: HelpdeskTicketStatus;
  status_label: string;
  created_at: string;
}

/** GET /api/get-escalation-create-details/?order_random_id=: the form's options. */
export interface EscalationCreateDetails {
  order_random_id: string;
  affiliate_id: number;
  channels: EscalationChannelView[];
  reasons: {
    id: number;
    reason: string;
    sub_reasons: { reason_id: number; sub_reason: string; needs_warehouse: boolean }[];
  }[];
  warehouses: WarehouseView[];
  /** The order's tickets still being answered (open or pending): the ticket choices. */
  tickets: HelpdeskTicketView[];
  carts: EscalationCartChoice[];
}

/** POST /api/create-escalation/. */
export interface CreateEscalationResponse {
  success: true;
  message: string;
  escalation_id: number;
  version: number;
}

/** POST /api/switch-cart-escalation/. */
export interface SwitchCartEscalationResponse {
  success: true;
  message: string;
  escalation_id: number;
  version: number;
}

/** One row of GET /api/helpdesk/get-all-escalations/ (001 section 2's columns, and who raised it). */
export interface EscalationListRow {
  escalation_id: number;
  order_random_id: string;
  affiliate_id: number;
  cart_details: EscalationCartRef[];
  channel: EscalationChannelView;
  reason: EscalationReasonView;
  status: EscalationStatusId;
  status_label: string;
  created_at: string;
  created_by: { login_id: number; name: string };
}

export interface EscalationListResponse {
  count: number;
  limit: number;
  offset: number;
  results: EscalationListRow[];
}

/** One change of an escalation (a view of the audit log). */
export interface EscalationHistoryEntry {
  id: number;
  at: string;
  actor_name: string | null;
  actor_role: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  reason: string | null;
}

/** GET /api/helpdesk/escalation-details/:escalation_id/: the details popup. */
export interface EscalationDetails extends Omit<EscalationListRow, 'cart_details'> {
  version: number;
  cart_details: EscalationCart[];
  warehouse: WarehouseView | null;
  tickets: HelpdeskTicketView[];
  /** The order's carts one product may be switched for; empty once Resolved or Closed. */
  switchable_carts: EscalationCart[];
  history: EscalationHistoryEntry[];
}
