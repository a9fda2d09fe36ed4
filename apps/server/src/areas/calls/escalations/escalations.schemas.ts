import {
  ESCALATION_STATUS_IDS,
  HELPDESK_TICKET_STATUS_VALUES,
  ZEscalationId,
  type CreateEscalationResponse,
  type EscalationCart,
  type EscalationCreateDetails,
  type EscalationDetails,
  type EscalationListResponse,
  type SwitchCartEscalationResponse,
} from '@backoffice/domain/calls/escalations';
import { ZStatusId } from '@backoffice/domain/orders';
import { z } from 'zod';

// Answer schemas of the escalation calls: they document the API and shape what is sent. The
// domain's wire types are the source; `satisfies` keeps each schema in step with its interface.

export const ZEscalationIdParams = z.object({ escalation_id: ZEscalationId });

const ZStatus = z.literal(ESCALATION_STATUS_IDS);

const ZCartRef = z.object({
  cart_pid: z.number().int(),
  item_name: z.string(),
  item_sku: z.string(),
});

const ZEscalationCart = ZCartRef.extend({
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  orm_order_status: ZStatusId,
  status_label: z.string(),
}) satisfies z.ZodType<EscalationCart>;

const ZChannel = z.object({
  channel_id: z.number().int(),
  channel_name: z.string(),
  channel_description: z.string(),
});

const ZReason = z.object({
  reason_id: z.number().int(),
  reason: z.string(),
  sub_reason: z.string(),
});

const ZWarehouse = z.object({
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  city: z.string(),
});

const ZTicket = z.object({
  ticket_id: z.number().int(),
  subject: z.string(),
  status: z.enum(HELPDESK_TICKET_STATUS_VALUES),
  status_label: z.string(),
  created_at: z.string(),
});

export const ZEscalationCreateDetails = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channels: z.array(ZChannel),
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
  warehouses: z.array(ZWarehouse),
  tickets: z.array(ZTicket),
  carts: z.array(ZEscalationCart.extend({ open_escalation_id: z.number().int().nullable() })),
}) satisfies z.ZodType<EscalationCreateDetails>;

export const ZEscalationWriteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  escalation_id: z.number().int(),
  version: z.number().int(),
}) satisfies z.ZodType<CreateEscalationResponse & SwitchCartEscalationResponse>;

const ZListRowBase = z.object({
  escalation_id: z.number().int(),
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: ZChannel,
  reason: ZReason,
  status: ZStatus,
  status_label: z.string(),
  created_at: z.string(),
  created_by: z.object({ login_id: z.number().int(), name: z.string() }),
});

export const ZEscalationListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZListRowBase.extend({ cart_details: z.array(ZCartRef) })),
}) satisfies z.ZodType<EscalationListResponse>;

export const ZEscalationDetails = ZListRowBase.extend({
  version: z.number().int(),
  cart_details: z.array(ZEscalationCart),
  warehouse: ZWarehouse.nullable(),
  tickets: z.array(ZTicket),
  switchable_carts: z.array(ZEscalationCart),
  history: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      actor_name: z.string().nullable(),
      actor_role: z.string(),
      changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
      reason: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<EscalationDetails>;
