import { formatPaise } from '@backoffice/domain/core/money';
import {
  checkCreditForOrder,
  DISTRIBUTION_MESSAGES as M,
  type TDistributionOrderRequest,
} from '@backoffice/domain/distribution';
import { distributorOrders, type DistributorOrderLine, type OrderRow } from '@backoffice/db/schema';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import { postCreditEntry } from '../credit/credit-entries';
import { distributionError } from '../distribution.errors';
import { creditBalanceOf, distributorByCode } from '../distributors/distributors.queries';

/**
 * What placing writes for distribution once the sales area has written the order, in the same
 * transaction: the distributor locked and checked again (still active, COD still allowed), the
 * credit checked against the balance plus the limit and debited (an overdraw refuses the whole
 * placing), and the distributor order with its lines at the prices placed.
 */
export async function writeDistributorOrder(
  scope: UseCaseScope<StaffCaller>,
  order: OrderRow,
  input: TDistributionOrderRequest,
  lines: readonly DistributorOrderLine[],
): Promise<void> {
  const { tx, now, caller } = scope;
  const distributor = await distributorByCode(tx, input.distributor_code, true);
  if (!distributor) throw distributionError('distribution.distributor_not_found');
  if (!distributor.active)
    throw distributionError('distribution.not_active').at('distributor_code');
  if (input.payment_mode === 'COD' && !distributor.is_cod_enabled) {
    throw distributionError('distribution.cod_not_enabled').at('payment_mode');
  }
  const total = input.total_payable;
  if (input.payment_mode === 'CREDIT' && total > 0) {
    const balance = await creditBalanceOf(tx, distributor.id);
    const check = checkCreditForOrder(balance, distributor.credit_limit_paise, total);
    if (!check.ok) {
      const message = M.overdrawn(
        formatPaise(check.availablePaise),
        formatPaise(check.neededPaise),
      );
      throw distributionError('distribution.overdrawn', message).at('payment_mode');
    }
    await postCreditEntry(scope, {
      distributor,
      source: 'order',
      amountPaise: total,
      remark: `Distributor order ${order.order_random_id}`,
      orderRandomId: order.order_random_id,
    });
  }
  await tx.insert(distributorOrders).values({
    order_id: order.id,
    order_random_id: order.order_random_id,
    distributor_id: distributor.id,
    payment_mode: input.payment_mode,
    total_paise: total,
    lines: [...lines],
    placed_by_login_id: caller.login_id,
    placed_at: now,
  });
}
