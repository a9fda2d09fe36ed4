import { retailFloats, type RetailFloatRow } from '@backoffice/db/schema';
import type { FloatStatus } from '@backoffice/domain/retail/cash';
import { eq } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';
import { cashError } from './cash.errors';

/** An agent's or a manager's float action names the float's whole amount, or is refused. */
export function assertFloatAmount(float: RetailFloatRow, amount: number): void {
  if (amount !== float.amount_paise) {
    throw cashError('retail.cash_float_refused', 'The amount does not match the float').at(
      'amount',
    );
  }
}

/** Moves a float to its next status (and who it is deposited with), with its audit record. */
export async function moveFloat(
  scope: UseCaseScope,
  float: RetailFloatRow,
  next: FloatStatus,
  depositedTo: number | null,
): Promise<void> {
  await scope.tx
    .update(retailFloats)
    .set({
      status: next,
      deposited_to_login_id: depositedTo,
      version: float.version + 1,
      updated_at: scope.now,
    })
    .where(eq(retailFloats.float_id, float.float_id));
  await scope.record.change({
    entity: 'retail_float',
    id: float.float_id,
    changes: { status: { before: float.status, after: next } },
    reason: `Float ${next}`,
  });
}
