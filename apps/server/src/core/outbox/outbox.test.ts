import { outboxMessages } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runUseCase, SYSTEM_CALLER } from '../use-case';
import { createOutbox } from './dispatcher';
import { enqueue } from './enqueue';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-policy';

let t: TestApp;
const delivered: string[] = [];
let failing = false;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.outbox.handle('test.deliver', async (payload) => {
    if (failing) throw new Error('The provider is down');
    delivered.push((payload as { text: string }).text);
  });
});
afterAll(() => t.close());

const rowOf = async (key: string) => {
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.dedupe_key, key));
  return row;
};

describe('the outbox', () => {
  it('sends what a committed use case queued, once per key', async () => {
    await runUseCase(t.ctx, SYSTEM_CALLER, async ({ tx }) => {
      await enqueue(tx, { kind: 'test.deliver', key: 'committed', payload: { text: 'one' } });
      await enqueue(tx, { kind: 'test.deliver', key: 'committed', payload: { text: 'twice' } });
    });
    expect(delivered).toEqual(['one']);
    expect(await rowOf('committed')).toMatchObject({ status: 'sent', attempts: 1 });
    await t.ctx.outbox.drain();
    expect(delivered).toEqual(['one']);
  });

  it('never sends a message queued in a transaction that rolled back', async () => {
    const failed = runUseCase(t.ctx, SYSTEM_CALLER, async ({ tx }) => {
      await enqueue(tx, { kind: 'test.deliver', key: 'rolled-back', payload: { text: 'no' } });
      throw new Error('the write failed after the message was queued');
    });
    await expect(failed).rejects.toThrow('the write failed');
    expect(await t.ctx.outbox.drain()).toBe(0);
    expect(delivered).not.toContain('no');
    expect(await rowOf('rolled-back')).toBeUndefined();
  });

  it('tries a failing send again after a growing wait, then marks it failed', async () => {
    failing = true;
    try {
      await runUseCase(t.ctx, SYSTEM_CALLER, ({ tx }) =>
        enqueue(tx, { kind: 'test.deliver', key: 'retried', payload: { text: 'late' } }),
      );
      expect(await rowOf('retried')).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'The provider is down',
      });
      // Not due yet: the wait after the first try has not passed.
      expect(await t.ctx.outbox.drain()).toBe(0);
      expect((await rowOf('retried'))?.attempts).toBe(1);
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        t.clock.advance(retryDelayMs(attempt));
        await t.ctx.outbox.drain();
      }
      expect(await rowOf('retried')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      t.clock.advance(retryDelayMs(MAX_ATTEMPTS));
      failing = false;
      expect(await t.ctx.outbox.drain()).toBe(0);
      expect(delivered).not.toContain('late');
    } finally {
      failing = false;
    }
  });

  it('sends a message that failed once when it is tried again', async () => {
    failing = true;
    await runUseCase(t.ctx, SYSTEM_CALLER, ({ tx }) =>
      enqueue(tx, { kind: 'test.deliver', key: 'recovered', payload: { text: 'again' } }),
    );
    failing = false;
    t.clock.advance(retryDelayMs(1));
    expect(await t.ctx.outbox.drain()).toBe(1);
    expect(await rowOf('recovered')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered.at(-1)).toBe('again');
  });

  it('shares the work between dispatchers without sending anything twice', async () => {
    const second = createOutbox({ db: t.db, now: t.clock.now, mode: 'inline' });
    const seen: string[] = [];
    second.handle('test.shared', async (payload) => void seen.push(String(payload)));
    t.ctx.outbox.handle('test.shared', async (payload) => void seen.push(String(payload)));
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n += 1) {
        await enqueue(tx, { kind: 'test.shared', key: `shared-${n}`, payload: n });
      }
    });
    const [a, b] = await Promise.all([t.ctx.outbox.drain(), second.drain()]);
    expect(a + b).toBe(30);
    expect(seen.toSorted()).toEqual(Array.from({ length: 30 }, (_, n) => String(n)).toSorted());
  });

  it('leaves a kind no dispatcher here handles for a process that does', async () => {
    await t.db.transaction((tx) =>
      enqueue(tx, { kind: 'test.elsewhere', key: 'elsewhere', payload: {} }),
    );
    await t.ctx.outbox.drain();
    expect(await rowOf('elsewhere')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
