import type { Database } from '@backoffice/db';
import { callRecords, orders, type CallRecordRow, type OrderRow } from '@backoffice/db/schema';
import {
  CLICK_TO_CALL_MESSAGES as M,
  tenDigitNumber,
  type CallRecord,
  type ClickToCallResponse,
  type TClickToCall,
} from '@backoffice/domain/calls/calls';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { callError } from './calls.errors';
import type { Authenticated } from '../../../core/http';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { orderNotFound } from '../../orders/index';
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
  caller: StaffCaller,
  input: TClickToCall,
): Promise<ClickToCallResponse> {
  const contact = ownContact(caller, input);
  const order = input.order_id ? await orderOrNotFound(ctx.db, input.order_id) : null;
  if (order && order.affiliate_id !== input.aff_id) {
    throw callError('calls.channel_mismatch').at('aff_id');
  }
  const placed = await ctx.integrations.telephony.placeCall({
    agent_number: contact,
    customer_number: input.customer_number,
  });
  const call = await runUseCase(ctx, caller, (scope) =>
    recordPlacedCall(scope, {
      input,
      contact,
      order,
      call_id: placed.call_id,
      provider: ctx.integrations.telephony.provider,
    }),
  );
  return {
    success: true,
    message: M.placed,
    call: toCallRecord({
      call,
      agent_name: caller.name,
      order_random_id: order?.order_random_id ?? null,
      disposition: null,
    }),
  };
}

/** The caller's own contact number, which the call must ring first. */
function ownContact(caller: StaffCaller, input: TClickToCall): string {
  const contact = caller.staff.contact ? tenDigitNumber(caller.staff.contact) : null;
  if (!contact) throw callError('calls.no_contact').at('agent_number');
  if (input.agent_number !== contact) throw callError('calls.not_own_number').at('agent_number');
  return contact;
}

/** One call the caller may see, by the provider's id (404 'Call not found' otherwise). */
export async function callOfCaller(
  ctx: AppContext,
  auth: Authenticated,
  callId: string,
): Promise<CallRecord> {
  const found = await callByCallId(ctx.db, callId);
  if (!found || !seesCall(callScopeOf(ctx, auth), found.call)) {
    throw callError('calls.call_not_found');
  }
  return toCallRecord(found);
}

/** A call the provider placed, as the Dialer asked for it. */
interface PlacedCall {
  input: TClickToCall;
  contact: string;
  order: OrderRow | null;
  call_id: string;
  provider: CallRecordRow['provider'];
}

/** Records the placed call (state `initiated`) and audits it. */
async function recordPlacedCall(
  { tx, record, now, caller }: UseCaseScope<StaffCaller>,
  placed: PlacedCall,
): Promise<CallRecordRow> {
  const { input, order } = placed;
  const [row] = await tx
    .insert(callRecords)
    .values({
      call_id: placed.call_id,
      provider: placed.provider,
      caller_type: 'agent',
      call_type: 'outbound',
      agent_login_id: caller.login_id,
      agent_number: placed.contact,
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
  await record.change({
    entity: 'call',
    id: row.id,
    changes: { call_state: { before: null, after: row.call_state } },
    reason: order
      ? `Click-to-call about order ${order.order_random_id}`
      : 'Click-to-call from the dialer',
  });
  return row;
}

async function orderOrNotFound(db: Database, orderRandomId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.order_random_id, orderRandomId));
  if (!order) throw orderNotFound();
  return order;
}
