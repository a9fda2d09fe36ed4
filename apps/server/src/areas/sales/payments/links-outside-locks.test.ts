import { carts, orderAddresses, orders, paymentLinks } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxPayments,
  type SandboxPayments,
} from '../../../integrations/payments/payments.sandbox';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';
import { codOrder, paymentCalls } from '../../../test/payment-calls';

/** The sandbox provider, held at createLink until the test lets it answer. */
function gatedPayments(sandbox: SandboxPayments) {
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  let gate = Promise.resolve();
  let reached = Promise.resolve();
  return {
    provider: {
      ...sandbox,
      async createLink(link: Parameters<SandboxPayments['createLink']>[0]) {
        entered();
        await gate;
        return sandbox.createLink(link);
      },
    },
    /** Holds the next createLink; answers when it is reached and how to let it go. */
    hold() {
      gate = new Promise<void>((resolve) => (release = resolve));
      reached = new Promise<void>((resolve) => (entered = resolve));
      return { reached: () => reached, release: () => release() };
    },
  };
}

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
const sandbox = createSandboxPayments('http://console.test', testClock().now);
const gated = gatedPayments(sandbox);
beforeAll(async () => {
  t = await createTestApp({ integrations: { payments: gated.provider } });
  call = paymentCalls(t);
});
afterAll(() => t.close());

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'waited'>((r) => setTimeout(() => r('waited'), ms))]);

describe('payment links made outside the order lock', () => {
  it('does not hold the order row while the provider makes the link', async () => {
    const { order } = await codOrder(t);
    const held = gated.hold();
    const sending = call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'other',
      amount: '250',
    });
    await held.reached();
    // The provider is busy with the link: the order row must be free to lock at once.
    const locked = await within(
      2_000,
      t.db.transaction(async (tx) => {
        await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, order.id))
          .for('update', { noWait: true });
        return 'locked';
      }),
    );
    held.release();
    expect(locked).toBe('locked');
    const response = await sending;
    expect(response.statusCode).toBe(200);
    const [kept] = await t.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.order_id, order.id));
    expect(kept?.transaction_id).toBe(response.json().link.transaction_id);
  });

  it('cancels a link the order changed under, and keeps the one made again', async () => {
    const { order } = await codOrder(t);
    const held = gated.hold();
    const sending = call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'other',
      amount: '300',
    });
    await held.reached();
    // While the first link is made, the customer's mobile changes: that link goes elsewhere.
    await t.db
      .update(orderAddresses)
      .set({ mobile_number: '9000000001' })
      .where(eq(orderAddresses.order_id, order.id));
    held.release();
    const response = await sending;
    expect(response.statusCode).toBe(200);
    const made = sandbox.links.filter((l) => l.description.endsWith(order.order_random_id));
    expect(made.map((l) => l.status)).toEqual(['cancelled', 'pending']);
    expect(made.map((l) => l.customer.mobile === '9000000001')).toEqual([false, true]);
    expect(response.json().link.transaction_id).toBe(made[1]?.id);
  });

  it('cancels the link when the use case fails after it was made', async () => {
    const {
      order,
      carts: [cart],
    } = await codOrder(t);
    const held = gated.hold();
    const sending = call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'cto',
      cart_pids: [cart?.id],
    });
    await held.reached();
    // The cart is cancelled while its link is made: it may no longer move online.
    await t.db
      .update(carts)
      .set({ orm_order_status: STATUS.CANCELLED })
      .where(eq(carts.order_id, order.id));
    held.release();
    const response = await sending;
    expect(response.statusCode).toBe(400);
    const made = sandbox.links.filter((l) => l.description.endsWith(order.order_random_id));
    expect(made.map((l) => l.status)).toEqual(['cancelled']);
    expect(
      await t.db.select().from(paymentLinks).where(eq(paymentLinks.order_id, order.id)),
    ).toEqual([]);
  });
});
