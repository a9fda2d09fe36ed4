import { z } from 'zod';
import { ESCALATION_MESSAGES as M } from './messages';
import { reasonChoice } from './reasons';
import { requiresTicket, requiresWarehouse, type EscalationOptions } from './rules';
import { ZCreateEscalationRequest } from './schemas';

const request = ZCreateEscalationRequest.shape;

/** Whether the issues so far leave these fields readable (a rule across them can be checked). */
const readable =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * The escalation form (001 section 5): channel, reason and sub-reason required; a warehouse when
 * the sub-reason offers warehouses; a ticket when the order has tickets; at least one product.
 * The reason is the form's own dropdown: the call sends only its sub-reason as reason_id.
 */
export function escalationFormSchema(options: Pick<EscalationOptions, 'ticket_ids'>) {
  return z
    .object({
      channel_id: request.channel_id,
      reason: z.number({ error: M.reasonRequired }),
      reason_id: request.reason_id,
      warehouse_id: request.warehouse_id,
      ticket_ids: z.array(z.number()).min(requiresTicket(options) ? 1 : 0, M.required),
      cart_pids: z.array(z.number()).min(1, M.productRequired),
    })
    .refine((v) => reasonChoice(v.reason_id)?.reason.id === v.reason, {
      path: ['reason_id'],
      message: M.subReasonOfAnotherReason,
      when: readable('reason', 'reason_id'),
    })
    .refine((v) => !requiresWarehouse(v.reason_id) || v.warehouse_id != null, {
      path: ['warehouse_id'],
      message: M.required,
      when: readable('reason_id', 'warehouse_id'),
    });
}
export type TEscalationForm = z.infer<ReturnType<typeof escalationFormSchema>>;
export type TEscalationFormInput = z.input<ReturnType<typeof escalationFormSchema>>;
