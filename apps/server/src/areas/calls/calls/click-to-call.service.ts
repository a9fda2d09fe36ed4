import type { Database } from '@backoffice/db';
import { callRecords, orders, type OrderRow } from '@backoffice/db/schema';
import {
  CLICK_TO_CALL_MESSAGES as M,
  tenDigitNumber,
  type CallRecord,
  type ClickToCallResponse,
  type TClickToCall,
} from '@backoffice/domain/calls/calls';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { orderNotFound } from '../../orders/details/orders.errors';
import { callScopeOf, seesCall } from './call-scope';
import { toCallRecord } from './call-wire';
import { callByCallId } from './calls.queries';

/**
 * Places a click-to-call (000 section 7): from the caller's own contact number (the Dialer is
 * for users who have one) to the customer, about an order when one is named. The provider is
 * asked first; only a call it placed is recorded (state `initiated`) and audited. Its progress
 * arrives through the provider's callbacks.
 */
export async function placeClickToCall(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TClickToCall,
): Promise<ClickToCallResponse> {
  const contact = auth.staff.contact ? tenDigitNumber(auth.staff.contact) : null;
  if (!contact) throw fieldError('agent_number', M.noContact);
  if (input.agent_number !== contact) throw fieldError('agent_number', M.notOwnNumber);
  const order = input.order_id ? await orderOrNotFound(ctx.db, input.order_id) : null;
  if (order && order.affiliate_id !== input.aff_id) {
    throw fieldError('aff_id', "aff_id is not the order's channel");
  }
  const placed = await ctx.integrations.telephony.placeCall({
    agent_number: contact,
    customer_number: input.customer_number,
  });
  const now = ctx.now();
  const call = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(callRecords)
      .values({
        call_id: placed.call_id,
        provider: ctx.integrations.telephony.provider,
        caller_type: 'agent',
        call_type: 'outbound',
        agent_login_id: auth.staff.login_id,
        agent_number: contact,
        customer_number: input.customer_number,
        order_id: order?.id ?? null,
        affiliate_id: input.aff_id,
        status_id: input.status_id,
        started_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (!row) throw new Error('placeClickToCall: insert returned no row');
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'call',
      entityId: row.id,
      changes: { call_state: { before: null, after: row.call_state } },
      reason: order
        ? `Click-to-call about order ${order.order_random_id}`
        : 'Click-to-call from the dialer',
    });
    return row;
  });
  return {
    success: true,
    message: M.placed,
    call: toCallRecord({
      call,
      agent_name: auth.staff.name,
      order_random_id: order?.order_random_id ?? null,
      disposition: null,
    }),
  };
}

/** One call the caller may see, by the provider's id (404 'Call not found' otherwise). */
export async function callOfCaller(
  ctx: AppContext,
  auth: Authenticated,
  callId: string,
): Promise<CallRecord> {
  const found = await callByCallId(ctx.db, callId);
  if (!found || !seesCall(callScopeOf(ctx, auth), found.call)) {
    throw new AppError('NOT_FOUND', { message: M.callNotFound });
  }
  return toCallRecord(found);
}

async function orderOrNotFound(db: Database, orderRandomId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.order_random_id, orderRandomId));
  if (!order) throw orderNotFound();
  return order;
}
