import { randomInt } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { customers, posOrders } from '@backoffice/db/schema';
import {
  newPosOrderRandomId,
  POS_MESSAGES as M,
  type CreatePosOrderAnswer,
  type TCreatePosOrderRequest,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../../core/use-case';
import { isMobileVerified } from '../otp/otp.service';
import { callerStore } from '../placing/pos-order.queries';
import { posError } from '../pos.errors';

/** A walk-in customer's name until an address names them. */
export const WALK_IN_NAME = 'Walk-in Customer';

/** The customer of a mobile, created when the store sells to them for the first time. */
async function customerOfMobile(tx: Database, mobile: string): Promise<number> {
  await tx.insert(customers).values({ name: WALK_IN_NAME, mobile }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.mobile, mobile));
  if (!row) throw new Error('customerOfMobile: no customer after the insert');
  return row.id;
}

/** A random id no POS order holds yet. */
async function freshOrderRandomId(tx: Database): Promise<string> {
  for (;;) {
    const id = newPosOrderRandomId(randomInt);
    const [taken] = await tx
      .select({ id: posOrders.id })
      .from(posOrders)
      .where(eq(posOrders.order_random_id, id));
    if (!taken) return id;
  }
}

/**
 * POST orders: a new POS order of the caller's store for a mobile the store verified by OTP in
 * the last hour; the customer is found by mobile, or created.
 */
export function createPosOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCreatePosOrderRequest,
  idempotency: IdempotentRequest | null,
): Promise<CreatePosOrderAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { tx, now, record } = scope;
      const store = await callerStore(tx, caller);
      if (!(await isMobileVerified(tx, store, input.mobile_number, now))) {
        throw posError('retail.pos_mobile_not_verified').at('mobile_number');
      }
      const customerId = await customerOfMobile(tx, input.mobile_number);
      const orderRandomId = await freshOrderRandomId(tx);
      await tx.insert(posOrders).values({
        order_random_id: orderRandomId,
        retail_store_id: store,
        customer_id: customerId,
        mobile_number: input.mobile_number,
        created_by_login_id: caller.login_id,
        created_at: now,
        updated_at: now,
      });
      await record.change({
        entity: 'pos_order',
        id: orderRandomId,
        changes: {
          retail_store_id: { before: null, after: store },
          mobile_number: { before: null, after: input.mobile_number },
        },
        reason: 'POS order created',
      });
      return { success: true as const, message: M.success, order_random_id: orderRandomId };
    }),
  );
}
