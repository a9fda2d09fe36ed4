import { describe, expect, it } from 'vitest';
import { bulkResponse, ZBulkStatusRequest } from './bulk-actions';
import { STATUS } from './statuses';

const carts = [{ cart_pid: 11, version: 2 }];

describe('ZBulkStatusRequest', () => {
  it("holds the change to update-order's own rules: a Hold names its reason", () => {
    const hold = ZBulkStatusRequest.safeParse({
      carts,
      orm_order_status: STATUS.HOLD,
      comment: 'x',
    });
    expect(hold.success).toBe(false);
    expect(hold.error?.issues.map((i) => i.path.join('.'))).toEqual(['shipment_stop_reason']);
    const reasoned = {
      carts,
      orm_order_status: STATUS.HOLD,
      comment: 'x',
      shipment_stop_reason: 2,
    };
    expect(ZBulkStatusRequest.safeParse(reasoned).success).toBe(true);
  });

  it('reports a field once, by its own message', () => {
    const empty = ZBulkStatusRequest.safeParse({ carts, orm_order_status: STATUS.CONFIRMED });
    expect(empty.error?.issues.map((i) => i.path.join('.'))).toEqual(['comment']);
  });
});

describe('bulkResponse', () => {
  it('counts what succeeded and failed', () => {
    const results = [
      { cart_pid: 1, success: true, message: 'done' },
      { cart_pid: 2, success: false, message: 'no' },
      { cart_pid: 3, success: false, message: 'no' },
    ];
    expect(bulkResponse(results)).toEqual({ succeeded: 1, failed: 2, results });
  });
});
