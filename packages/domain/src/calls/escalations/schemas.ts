import { z } from 'zod';
import { SALES_CHANNELS } from '../../core/channels';
import { idParam, wireNumber } from '../../core/validation/wire-number';
import { ZCartPid, ZOrderRandomId, ZRowVersion } from '../../orders';
import { ESCALATION_CHANNEL_IDS } from './channels';
import { ESCALATION_MESSAGES as M } from './messages';
import { ESCALATION_SUB_REASON_IDS } from './reasons';
import { ESCALATION_STATUS_IDS } from './statuses';
import { WAREHOUSE_IDS } from '../../warehouse';

/** The escalation table's page size (001 section 9). */
export const ESCALATION_PAGE_SIZE = 999;
/** Most tickets and products one escalation names. */
export const ESCALATION_MAX_TICKETS = 20;
export const ESCALATION_MAX_PRODUCTS = 50;
// Ids are 32-bit integers in the database; larger numbers name nothing.
const MAX_ID = 2_147_483_647;

/** A catalogue id: "Required!" when missing, `invalid` when not a whole number of the catalogue. */
const catalogueId = <T extends number>(ids: readonly T[], invalid: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? M.required : invalid) })
    .pipe(z.literal(ids, { error: invalid }));

const ZTicketId = z
  .number({ error: M.invalidTicket })
  .int(M.invalidTicket)
  .min(1, M.invalidTicket)
  .max(MAX_ID, M.invalidTicket);

const unique = (ids: readonly number[]) => new Set(ids).size === ids.length;

/**
 * POST /api/create-escalation/ (001 section 3 "Escalation (create)"). `reason_id` is the
 * sub-reason's id; the rules against the order (warehouse, tickets, products) are
 * escalationViolations, checked by the server with the order's options.
 */
export const ZCreateEscalationRequest = z.object({
  order_random_id: ZOrderRandomId,
  affiliate_id: z
    .number({ error: M.invalidAffiliate })
    .int(M.invalidAffiliate)
    // A plain check, not a type guard: the order's affiliate_id is read as a number.
    .refine((id) => SALES_CHANNELS.some((c) => c.id === id), M.invalidAffiliate),
  channel_id: catalogueId(ESCALATION_CHANNEL_IDS, M.invalidChannel),
  reason_id: catalogueId(ESCALATION_SUB_REASON_IDS, M.invalidReason),
  warehouse_id: z.literal(WAREHOUSE_IDS, { error: M.invalidWarehouse }).nullish(),
  ticket_ids: z
    .array(ZTicketId, { error: M.invalidTicket })
    .max(ESCALATION_MAX_TICKETS, M.tooManyTickets)
    .refine(unique, M.invalidTicket)
    .default([]),
  cart_pids: z
    .array(ZCartPid, { error: M.productRequired })
    .min(1, M.productRequired)
    .max(ESCALATION_MAX_PRODUCTS, M.tooManyProducts)
    .refine(unique, M.duplicateProduct),
});
export type TCreateEscalationRequest = z.infer<typeof ZCreateEscalationRequest>;

/** The escalation's id in a path or a body. */
export const ZEscalationId = idParam(M.invalidEscalationId);

/**
 * POST /api/switch-cart-escalation/: replace one product (cart_pid) of an escalation by another
 * cart of the same order (new_cart_pid), against the escalation's version as read.
 */
export const ZSwitchCartEscalationRequest = z.object({
  escalation_id: z
    .number({ error: M.invalidEscalationId })
    .int(M.invalidEscalationId)
    .min(1, M.invalidEscalationId)
    .max(MAX_ID, M.invalidEscalationId),
  version: ZRowVersion,
  cart_pid: ZCartPid,
  new_cart_pid: z.number({ error: M.required }).pipe(ZCartPid),
});
export type TSwitchCartEscalationRequest = z.infer<typeof ZSwitchCartEscalationRequest>;

const ZPageLimit = wireNumber(
  z
    .number({ error: M.invalidLimit })
    .int(M.invalidLimit)
    .min(1, M.invalidLimit)
    .max(ESCALATION_PAGE_SIZE, M.invalidLimit)
    .default(ESCALATION_PAGE_SIZE),
);

const ZPageOffset = wireNumber(
  z
    .number({ error: 'offset must be a whole number of at least 0' })
    .int('offset must be a whole number of at least 0')
    .min(0, 'offset must be a whole number of at least 0')
    .max(MAX_ID, 'offset must be a whole number of at least 0')
    .default(0),
);

/**
 * Query of GET /api/helpdesk/get-all-escalations/: newest first, 999 a page, optionally one
 * status or one order.
 */
export const ZEscalationListQuery = z.object({
  status: wireNumber(
    z
      .number({ error: M.invalidStatus })
      .pipe(z.literal(ESCALATION_STATUS_IDS, { error: M.invalidStatus }))
      .optional(),
  ),
  order_random_id: ZOrderRandomId.optional(),
  limit: ZPageLimit,
  offset: ZPageOffset,
});
export type TEscalationListQuery = z.infer<typeof ZEscalationListQuery>;

/** Query of GET /api/get-escalation-create-details/: the order the form is for. */
export const ZEscalationCreateDetailsQuery = z.object({ order_random_id: ZOrderRandomId });
