import { customers } from '@backoffice/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postWalletEntry, walletBalances } from './wallet-ledger';

const ACTOR = 30;

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [customer] = await t.db
    .insert(customers)
    .values({ name: 'Wallet Test', mobile: '9000011111' })
    .returning();
  if (!customer) throw new Error('no customer');
  customerId = customer.id;
});
afterAll(() => t.close());

describe('the wallet ledger', () => {
  it('credits and debits both pots, and refuses a debit above the balance', async () => {
    await postWalletEntry(t.db, {
      customerId,
      pot: 'a',
      amountPaise: 50_000,
      reason: 'Credit on delivery',
      actorLoginId: ACTOR,
    });
    await postWalletEntry(t.db, {
      customerId,
      pot: 'b',
      amountPaise: 20_000,
      reason: 'Refund credit',
      actorLoginId: ACTOR,
    });
    await postWalletEntry(t.db, {
      customerId,
      pot: 'a',
      amountPaise: -10_000,
      reason: 'Used on an order',
      actorLoginId: ACTOR,
    });
    expect(await walletBalances(t.db, customerId)).toEqual({
      a_balance_paise: 40_000,
      b_balance_paise: 20_000,
      a_usable_paise: 40_000,
      b_usable_paise: 20_000,
    });
    await expect(
      postWalletEntry(t.db, {
        customerId,
        pot: 'b',
        amountPaise: -20_001,
        reason: 'Too much',
        actorLoginId: ACTOR,
      }),
    ).rejects.toMatchObject({ errorCode: 'sales.wallet_insufficient' });
  });

  it('posts an entry of one source key once: a repeat posts nothing', async () => {
    const credit = () =>
      postWalletEntry(t.db, {
        customerId,
        pot: 'a',
        amountPaise: 25_000,
        reason: 'Earned on an order',
        actorLoginId: ACTOR,
        sourceKey: 'earned:ledger-test',
      });
    expect(await credit()).toMatchObject({ amount_paise: 25_000 });
    expect(await credit()).toBeNull();
    expect((await walletBalances(t.db, customerId)).a_balance_paise).toBe(65_000);
  });

  it('takes two debits at once one after the other: only one spends the last credit', async () => {
    const spend = () =>
      t.db.transaction((tx) =>
        postWalletEntry(tx, {
          customerId,
          pot: 'b',
          amountPaise: -20_000,
          reason: 'Order',
          actorLoginId: ACTOR,
        }),
      );
    const results = await Promise.allSettled([spend(), spend()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await walletBalances(t.db, customerId)).b_balance_paise).toBe(0);
  });
});
