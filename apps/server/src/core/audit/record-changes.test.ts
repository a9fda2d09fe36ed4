import { auditLog, orderComments } from '@backoffice/db/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_UPLOADER } from '../../test/sheet-apply';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runUseCase, type Change } from '../use-case';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditRowsOf = (ids: string[]) =>
  t.db.select().from(auditLog).where(inArray(auditLog.entity_id, ids)).orderBy(asc(auditLog.id));

describe('recording many changes at once', () => {
  it('writes the same audit rows, in order, as recording each change', async () => {
    const changes = (prefix: string): Change[] => [
      {
        entity: 'pincode',
        id: `${prefix}1`,
        changes: { city: { before: null, after: 'Pune "East"' } },
        reason: 'Pincode sheet',
      },
      { entity: 'stock_level', id: `${prefix}2`, changes: { quantity: { before: 0, after: 4 } } },
    ];
    await runUseCase(t.ctx, SHEET_UPLOADER, async ({ record }) => {
      for (const change of changes('one-')) await record.change(change);
      await record.changes(changes('many-'));
    });
    const one = await auditRowsOf(['one-1', 'one-2']);
    const many = await auditRowsOf(['many-1', 'many-2']);
    const content = ({ id: _id, entity_id, ...row }: (typeof one)[number]) => ({
      ...row,
      entity_id: entity_id.replace(/^(one|many)-/, ''),
    });
    expect(many.map(content)).toEqual(one.map(content));
    expect(many.map((r) => r.entity_id)).toEqual(['many-1', 'many-2']);
  });

  it('writes the order comments of the changes that carry one', async () => {
    const [order] = await t.db.select({ id: orderComments.order_id }).from(orderComments).limit(1);
    if (!order) throw new Error('the demo has no order comments');
    await runUseCase(t.ctx, SHEET_UPLOADER, ({ record }) =>
      record.changes([
        {
          entity: 'order',
          id: order.id,
          changes: {},
          comment: { order_id: order.id, text: 'First of two' },
        },
        {
          entity: 'order',
          id: order.id,
          changes: {},
          comment: { order_id: order.id, text: 'Second of two' },
        },
      ]),
    );
    const written = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id))
      .orderBy(asc(orderComments.id));
    expect(written.slice(-2)).toMatchObject([
      { comment: 'First of two', by_name: 'Operations', by_role: 'OPS', by_login_id: 10 },
      { comment: 'Second of two', by_name: 'Operations', by_role: 'OPS', by_login_id: 10 },
    ]);
  });
});
